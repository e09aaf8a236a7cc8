import { PROJECTION_STATE, type ProjectionState, physicalName } from '@et/platform';
import { projections, rebuildProjection } from '@et/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminClient,
  type StoreKind,
  startTestApp,
  storeKinds,
  type TestApp,
  uniqueName,
} from './testing/test-app';

async function documentsOf(app: TestApp, collection: string, generation: number) {
  const docs = await app.running.stores.documents
    .collection(physicalName(collection, generation))
    .find({}, { sort: { id: 1 } });
  return docs.sort((a, b) => String(a.id).localeCompare(String(b.id)));
}

async function liveGeneration(app: TestApp, projection: string): Promise<number> {
  const [state] = await app.running.stores.documents
    .collection<ProjectionState>(PROJECTION_STATE)
    .find({ projection, status: 'live' });
  return state!.generation;
}

describe.each(storeKinds)('replay on %s', (kind: StoreKind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
    // A realistic history through HTTP.
    const admin = await adminClient(app);
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const client = app.client();
      const user = await client.register(uniqueName('hist'));
      ids.push(user.id);
      await client.post('/api/user/update-onboarding-step', { step: 2 });
      if (i % 2 === 0) await client.post('/api/user/complete-onboarding');
      if (i === 1)
        await client.patch(`/api/users/${user.id}/profile`, {
          email: `changed${i}@example.com`,
          password: 'another-password-9',
        });
      if (i === 2) await client.post('/api/logout');
      if (i === 5) await client.patch('/api/user/language', { language: 'en' });
    }
    await admin.patch(`/api/users/${ids[3]}`, { isBlocked: true });
    await admin.patch(`/api/users/${ids[4]}`, { isAdmin: true });
    await admin.delete(`/api/users/${ids[0]}`);
    await admin.post(`/api/admin/login-as/${ids[5]}`);
    await admin.post('/api/admin/stop-impersonation');
    await admin.post('/api/website-settings/logo', { logoUrl: 'https://example.com/logo.png' });
    await app.client().post('/api/request-password-reset', { email: `changed1@example.com` });
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('rebuilds every read model identical to the live one, and switches to it', async () => {
    for (const projection of projections) {
      const before = await liveGeneration(app, projection.name);
      const live = await Promise.all(projection.collections.map((c) => documentsOf(app, c, before)));
      // The old generation keeps answering while the new one builds.
      const during = app.client().get('/api/health');
      const result = await rebuildProjection(
        app.running.stores.events,
        app.running.stores.documents,
        app.running.stores.bus,
        projection,
        () => {},
      );
      expect((await during).status).toBe(200);
      expect(result.done).toBe(true);
      const after = await liveGeneration(app, projection.name);
      expect(after).toBe(before + 1);
      const rebuilt = await Promise.all(projection.collections.map((c) => documentsOf(app, c, after)));
      expect(rebuilt).toEqual(live);
    }
    // Queries now read the new generation and still see everything.
    await app.running.readModels.reload();
    const admin = await adminClient(app);
    const users = await admin.get('/api/users?pageSize=100');
    expect(users.status).toBe(200);
    expect(users.body.total).toBeGreaterThanOrEqual(6);
  });
});
