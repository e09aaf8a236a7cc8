import { projections } from '@et/projections';
import { describe, expect, it } from 'vitest';
import { documentsOf, liveState, rebuild } from './testing/read-models';
import { driveRingHistory } from './testing/rings-given';
import { type StoreKind, storeKinds, useTestApp, withAdmin } from './testing/test-app';

describe.each(storeKinds)('ring read models replayed on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, async (app) => {
    const shared = await withAdmin(app);
    await driveRingHistory(app.given, shared.admin);
    return shared;
  });

  it('rebuilds ring types, ring codes and rings identical to the live ones', async () => {
    const rings = projections.find((p) => p.name === 'rings')!;
    const before = await liveState(app, rings.name);
    const live = await Promise.all(rings.collections.map((c) => documentsOf(app, c, before.generation)));
    // Every collection has something to compare: types, images, codes, owners, rings.
    expect(live.map((docs) => docs.length > 0)).toEqual(rings.collections.map(() => true));
    const result = await rebuild(app, rings);
    expect(result.done).toBe(true);
    const after = await liveState(app, rings.name);
    expect(after.generation).toBe(before.generation + 1);
    const rebuilt = await Promise.all(rings.collections.map((c) => documentsOf(app, c, after.generation)));
    expect(rebuilt).toEqual(live);
  });
});
