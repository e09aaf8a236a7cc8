import { readModel } from '@et/contracts';
import {
  type EventStore,
  formatPosition,
  ProjectionProgress,
  physicalName,
  projectionStates,
  sqlBus,
  startPosition,
} from '@et/platform';
import {
  openTestSql,
  SqlDocumentStore,
  SqlEventStore,
  type TestSql,
  testSqlKinds,
  testSqlNames,
} from '@et/platform/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureLiveGenerations } from './live-generations';
import type { Projection } from './projection';
import { ProjectionRunner } from './runner';

const quiet = { info: () => {}, error: () => {} };

/** Writes a document for each event of its type, and nothing for the others. */
const counting = (name: string, type: string): Projection => {
  const marks = readModel<{ id: string }>(name);
  return {
    name,
    version: 1,
    collections: [marks],
    async apply(event, ctx) {
      if (event.type === type) await ctx.collection(marks).upsert({ id: `${event.position[1]}` });
    },
  };
};
const projections = [counting('busy', 'Busy'), counting('lazy', 'Lazy')];

/** Appends an event and waits until readers see it (other tests hold the server's horizon back). */
async function append(events: EventStore, type: string, n: number) {
  const { position } = await events.append(`idle-${type}-${n}`, [{ type, data: { n } }], 0);
  for (;;) {
    const seen = await events.readAll(startPosition, 1000);
    if (seen.some((event) => formatPosition(event.position) === formatPosition(position))) return position;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(testSqlKinds)('checkpoints of projections with nothing to do, on %s', (kind) => {
  let sql: TestSql | undefined;
  afterEach(() => sql?.close());

  it(`${testSqlNames[kind]}: are kept in memory for a second, then written; a restart ends the same`, async () => {
    sql = await openTestSql(kind);
    const events = await SqlEventStore.open(sql.client);
    const documents = SqlDocumentStore.open(sql.client);
    const bus = sqlBus(sql.client);
    await ensureLiveGenerations(events, documents, projections, bus, quiet);
    const states = projectionStates.in(documents);
    const checkpoint = async (name: string) =>
      (await states.find({ projection: name, status: 'live' }))[0]!.checkpoint;
    const progress = new ProjectionProgress(documents, bus);
    const runner = new ProjectionRunner(events, documents, bus, projections, progress, quiet);
    await runner.start();

    const untouched = await checkpoint('lazy');
    const first = await append(events, 'Busy', 1);
    await runner.wake();
    expect(await checkpoint('busy')).toBe(formatPosition(first));
    // Nothing for the lazy one to do: its stored checkpoint stays, the runner knows better.
    expect(await checkpoint('lazy')).toBe(untouched);
    expect(progress.current()).toEqual(first);

    // Its own event moves it at once.
    const lazy = await append(events, 'Lazy', 2);
    await runner.wake();
    expect(await checkpoint('lazy')).toBe(formatPosition(lazy));

    // Idle for longer than a second: written by the next pass (here the regular poll's).
    const last = await append(events, 'Busy', 3);
    await runner.wake();
    expect(await checkpoint('lazy')).toBe(formatPosition(lazy));
    await new Promise((resolve) => setTimeout(resolve, 2200));
    expect(await checkpoint('lazy')).toBe(formatPosition(last));
    await runner.stop();

    // A runner starting from the stored checkpoints re-reads nothing it would change.
    const docs = (name: string) => documents.collection(physicalName(name, 1)).find({}, { sort: { id: 1 } });
    const before = [await docs('busy'), await docs('lazy')];
    expect(before.map((list) => list.length)).toEqual([2, 1]);
    const again = new ProjectionRunner(events, documents, bus, projections, progress, quiet);
    await again.start();
    await again.wake();
    await again.stop();
    expect([await docs('busy'), await docs('lazy')]).toEqual(before);
  });
});
