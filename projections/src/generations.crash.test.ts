import { readModel } from '@et/contracts';
import {
  type Bus,
  type DocumentStore,
  type EventStore,
  formatPosition,
  ProjectionProgress,
  type ProjectionState,
  parsePosition,
  physicalName,
  projectionStates,
  type RecordedEvent,
  readModelLocations,
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePointer, livePointers, stateId } from './generations';
import { ensureLiveGenerations } from './live-generations';
import type { Projection } from './projection';
import { rebuildProjection } from './rebuild';
import { ProjectionRunner } from './runner';
import { CrashingStore } from './testing/crashing-store';

const quiet = { info: () => {}, error: () => {} };

/** Stamps each event with the projection's version, so old and new documents differ. */
interface Stamp {
  id: string;
  n: number;
  version: number;
}

function stamps(version: number, tag: string): Projection {
  const all = readModel<Stamp>(`stamps_${tag}`);
  const last = readModel<Stamp>(`stamp_last_${tag}`);
  return {
    name: `stamps_${tag}`,
    version,
    collections: [all, last],
    async apply(event, ctx) {
      const n = (event.data as { n: number }).n;
      await ctx.collection(all).upsert({ id: formatPosition(event.position), n, version });
      await ctx.collection(last).upsert({ id: 'last', n, version });
    },
  };
}

interface World {
  sql: TestSql;
  events: EventStore;
  documents: DocumentStore;
  bus: Bus;
}

async function append(world: World, from: number, count: number): Promise<void> {
  for (let n = from; n < from + count; n++)
    await world.events.append(`s-${n}`, [{ type: 'Stamped', data: { n } }], 0);
}

/** Complete up to `checkpoint`: one document per event, the last one last, all of `version`. */
async function expectComplete(world: World, projection: Projection, state: ProjectionState): Promise<void> {
  const checkpoint = parsePosition(state.checkpoint)!;
  const events = (await world.events.readAll(startPosition, 1000)).filter(
    (e: RecordedEvent) => e.position[1] <= checkpoint[1],
  );
  const ns = events.map((e) => (e.data as { n: number }).n);
  const [all, last] = projection.collections.map(({ name }) =>
    world.documents.collection<Stamp>(physicalName(name, state.generation)),
  );
  const docs = await all!.find({}, { sort: { n: 1 } });
  expect(
    docs.map((d) => d.n),
    `generation ${state.generation}`,
  ).toEqual(ns);
  expect(new Set(docs.map((d) => d.version))).toEqual(new Set(ns.length ? [state.version] : []));
  expect((await last!.get('last'))?.n ?? null).toBe(ns.at(-1) ?? null);
}

async function stateOf(world: World, projection: string, generation: number): Promise<ProjectionState> {
  const state = await projectionStates.in(world.documents).get(stateId(projection, generation));
  expect(state, `state of generation ${generation}`).not.toBeNull();
  return state!;
}

/** What the runner and the query services read: every generation they use is complete and kept up. */
async function expectServing(world: World, projection: Projection, generations: number[]) {
  const pointer = await livePointer(world.documents, projection.name);
  expect(generations).toContain(pointer?.generation);
  const live = await projectionStates
    .in(world.documents)
    .find({ projection: projection.name, status: 'live' });
  expect(live.length, 'the runner has a live generation').toBeGreaterThan(0);
  const locations = await readModelLocations.in(world.documents).find({ projection: projection.name });
  expect(locations.map((l) => l.id).sort()).toEqual(projection.collections.map((c) => c.name).sort());
  for (const generation of new Set([
    ...live.map((s) => s.generation),
    ...locations.map((l) => l.generation),
  ])) {
    expect(generations).toContain(generation);
    const state = await stateOf(world, projection.name, generation);
    // Queries read only generations the runner keeps up to date.
    expect(state.status).toBe('live');
    await expectComplete(world, projection, state);
  }
}

/** A restart: the generations checked, then the runner catches up to the last event. */
async function restart(world: World, projection: Projection): Promise<ProjectionState> {
  await ensureLiveGenerations(world.events, world.documents, [projection], world.bus, quiet);
  const progress = new ProjectionProgress(world.documents, world.bus);
  const runner = new ProjectionRunner(
    world.events,
    world.documents,
    world.bus,
    [projection],
    progress,
    quiet,
  );
  await runner.start();
  await runner.stop();
  const live = await projectionStates
    .in(world.documents)
    .find({ projection: projection.name, status: 'live' });
  expect(live.length).toBe(1);
  const pointer = await livePointer(world.documents, projection.name);
  expect(live[0]!.generation).toBe(pointer!.generation);
  expect(live[0]!.version).toBe(projection.version);
  expect(live[0]!.checkpoint).toBe(formatPosition((await world.events.headPosition())!));
  await expectServing(world, projection, [pointer!.generation]);
  return live[0]!;
}

const EVENTS = 6;

describe.each(testSqlKinds)('generation switch and checkpoints without transactions on %s', (kind) => {
  let world: World;
  beforeAll(async () => {
    const sql = await openTestSql(kind);
    world = {
      sql,
      events: await SqlEventStore.open(sql.client),
      documents: SqlDocumentStore.open(sql.client),
      bus: sqlBus(sql.client),
    };
    await append(world, 0, EVENTS);
  });
  afterAll(() => world?.sql.close());

  let tags = 0;
  /** A projection of its own (collections included), live at generation 1 of version 1. */
  async function liveProjection(): Promise<string> {
    const tag = `t${++tags}`;
    await rebuildProjection(world.events, world.documents, world.bus, stamps(1, tag), () => {});
    return tag;
  }

  it(`switches to the old or the new generation, whichever write a crash hits (${testSqlNames[kind]})`, async () => {
    // Count the writes of an undisturbed rebuild, then crash before each one in turn.
    const counting = new CrashingStore(world.documents);
    await rebuildProjection(world.events, counting, world.bus, stamps(2, await liveProjection()), () => {});
    const total = counting.writes;
    expect(total).toBeGreaterThan(2 * EVENTS);
    const outcomes = new Map<number, number>();
    for (let crashAfter = 0; crashAfter <= total; crashAfter++) {
      const tag = await liveProjection();
      const crashing = new CrashingStore(world.documents, crashAfter);
      const rebuilt = rebuildProjection(world.events, crashing, world.bus, stamps(2, tag), () => {});
      if (crashAfter < total) await expect(rebuilt).rejects.toThrow('crashed after');
      else await rebuilt;
      // Right after the crash: the old generation or the new one serves, complete.
      await expectServing(world, stamps(2, tag), [1, 2]);
      const pointer = (await livePointer(world.documents, `stamps_${tag}`))!;
      // After the restart: the current version, live, caught up.
      const after = await restart(world, stamps(2, tag));
      // A completed switch is kept; before it, the restart rebuilds (never generation 1 from the start).
      if (pointer.generation === 2) expect(after.generation, `crash after ${crashAfter} writes`).toBe(2);
      else expect(after.generation, `crash after ${crashAfter} writes`).toBeGreaterThan(1);
      outcomes.set(pointer.generation, (outcomes.get(pointer.generation) ?? 0) + 1);
    }
    // Both sides of the switch were hit.
    expect([...outcomes.keys()].sort()).toEqual([1, 2]);
  }, 300_000);

  it(`re-applies, never skips, a batch whose checkpoint a crash lost (${testSqlNames[kind]})`, async () => {
    const batchWrites = 2 * 2 + 1; // two new events, two documents each, then the checkpoint
    for (let crashAfter = 0; crashAfter <= batchWrites; crashAfter++) {
      const tag = await liveProjection();
      const projection = stamps(1, tag);
      await append(world, EVENTS + 2 * (crashAfter + 1), 2); // two events generation 1 has not seen
      const before = (await stateOf(world, projection.name, 1)).checkpoint;
      const crashing = new CrashingStore(world.documents, crashAfter);
      const progress = new ProjectionProgress(crashing, world.bus);
      const runner = new ProjectionRunner(world.events, crashing, world.bus, [projection], progress, quiet);
      const started = runner.start();
      while (!crashing.crashed) await new Promise((resolve) => setTimeout(resolve, 5));
      await runner.stop();
      await started;
      // A crash before the checkpoint leaves it where it was: the restart applies those events again.
      const head = formatPosition((await world.events.headPosition())!);
      expect((await stateOf(world, projection.name, 1)).checkpoint).toBe(
        crashAfter === batchWrites ? head : before,
      );
      const after = await restart(world, projection);
      expect(after.generation).toBe(1);
    }
  }, 120_000);

  it(`adopts the generation that served last when a switch of the old layout crashed (${testSqlNames[kind]})`, async () => {
    const tag = await liveProjection();
    const projection = stamps(1, tag);
    await rebuildProjection(world.events, world.documents, world.bus, projection, () => {});
    const served = await stateOf(world, projection.name, 2);
    // As the old three-write switch left it: the old generation retired, the new one not live yet.
    await livePointers.in(world.documents).delete(projection.name);
    const states = projectionStates.in(world.documents);
    await states.update(served.id, { status: 'retired' });
    await states.upsert({ ...served, id: stateId(projection.name, 3), generation: 3, status: 'building' });
    const after = await restart(world, projection);
    expect(after.generation).toBe(2);
  });
});
