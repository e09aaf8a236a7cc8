import { readModel } from '@et/contracts';
import { ProjectionProgress, physicalName, sqlBus, startPosition } from '@et/platform';
import {
  openTestSql,
  SqlDocumentStore,
  SqlEventStore,
  type TestSql,
  testDatabaseUrl,
} from '@et/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLiveGenerations } from './live-generations';
import type { Projection } from './projection';
import { ProjectionRunner } from './runner';

const quiet = { info: () => {}, error: () => {} };

interface Mark {
  id: string;
  by: string;
}

const fenced = readModel<Mark>('fenced');

/** Marks each event with the runner that applied it; `gate` holds the first event back. */
function marking(by: string, gate?: { reached: () => void; open: Promise<void> }): Projection {
  let held = false;
  return {
    name: 'fenced',
    version: 1,
    collections: [fenced],
    async apply(event, ctx) {
      if (gate && !held) {
        held = true;
        gate.reached();
        await gate.open;
      }
      await ctx.collection(fenced).upsert({ id: `${event.position[1]}`, by });
    },
  };
}

// Two transactions at once: PGlite runs one at a time, so this needs a server.
describe.skipIf(!testDatabaseUrl)('the checkpoint fence between two runners (PostgreSQL)', () => {
  let sql: TestSql;
  beforeAll(async () => {
    sql = await openTestSql('postgres');
  });
  afterAll(() => sql?.close());

  it('rolls back a batch whose checkpoint another runner moved meanwhile', async () => {
    const events = await SqlEventStore.open(sql.client);
    const documents = SqlDocumentStore.open(sql.client);
    const bus = sqlBus(sql.client);
    for (let n = 0; n < 3; n++) await events.append(`fence-${n}`, [{ type: 'Stamped', data: { n } }], 0);
    // Readers see events below the server's oldest open transaction (other tests share it).
    while ((await events.readAll(startPosition, 100)).length < 3)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await ensureLiveGenerations(events, documents, [marking('setup')], bus, quiet);
    const runner = (projection: Projection) =>
      new ProjectionRunner(
        events,
        documents,
        bus,
        [projection],
        new ProjectionProgress(documents, bus),
        quiet,
      );

    // A stale runner (one that lost its lock) is in the middle of the batch...
    let release = () => {};
    let reached = () => {};
    const atGate = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const open = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stale = runner(marking('stale', { reached, open }));
    const staleRun = stale.start();
    await atGate;
    // ...while the new one applies the same batch and moves the checkpoint.
    const current = runner(marking('current'));
    await current.start();
    await current.stop();
    release();
    await stale.stop();
    await staleRun;

    const marks = await documents
      .collection<Mark>(physicalName(fenced.name, 1))
      .find({}, { sort: { id: 1 } });
    expect(marks.map((mark) => mark.by)).toEqual(['current', 'current', 'current']);
    const all = await events.readAll(startPosition, 100);
    expect(marks.map((mark) => mark.id)).toEqual(all.map((event) => `${event.position[1]}`).sort());
  });
});
