/**
 * Given events, then documents: specs for projections, as `specFor` is for deciders. The events
 * go through the runner's own batch path on a real store (PGlite in memory; PostgreSQL too when
 * TEST_DATABASE_URL is set), so prefetch, write-behind and the atomic write are part of every spec:
 *
 *   describeProjection(diaryProjection, (spec) => {
 *     it('deletes an entry', () =>
 *       spec.given(written(4), written(5)).when(deleted(4)).expect(diaryModels.diaryEntries).toMatchObject([{ id: 5 }]));
 *     it('gives the same documents applied twice or rebuilt', () => spec.given(...story).expectStable());
 *   });
 */
import {
  type AnyReadModel,
  currentVersion,
  type DomainEvent,
  type EventMetadata,
  personalReadModels,
  type ReadModel,
  type ReadModelDocument,
} from '@et/contracts';
import { type Document, eventSchemas, type RecordedEvent } from '@et/platform';
import { testSqlKinds, testSqlNames } from '@et/platform/testing';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Projection } from '../projection';
import { type Snapshot, SpecStore } from './spec-store';

/** An event as a spec writes it; position, time and stream version are filled in. */
export type GivenEvent = DomainEvent & {
  /** `spec` unless given (the audit trail and erasure care about streams). */
  streamId?: string;
  metadata?: EventMetadata;
  /** An older schema version than the declared one: upcast as the event store does on read. */
  schemaVersion?: number;
};

const START = Date.parse('2026-01-01T10:00:00.000Z');

/** When the n-th event of a scenario (counting from 1, `given` then `when`) was recorded: n seconds past 10:00. */
export function recordedAt(n: number): string {
  return new Date(START + n * 1000).toISOString();
}

/** Events as the store hands them to projections: numbered in order from 1, upcast. */
function record(
  events: readonly GivenEvent[],
  first: number,
  versions: Map<string, number>,
): RecordedEvent[] {
  return events.map(({ type, data, streamId = 'spec', metadata = {}, schemaVersion }, i) => {
    const n = first + i;
    const streamVersion = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, streamVersion);
    return eventSchemas.upcast({
      streamId,
      streamVersion,
      position: [1n, BigInt(n)],
      type,
      schemaVersion: schemaVersion ?? currentVersion(type),
      data,
      metadata,
      recordedAt: recordedAt(n),
    });
  });
}

/** An event no projection handles, after `last`. */
function laterEvent(last: RecordedEvent): RecordedEvent {
  const [tx, n] = last.position;
  return {
    ...last,
    streamId: 'spec-later',
    streamVersion: 1,
    type: 'SpecLater',
    data: {},
    position: [tx, n + 1n],
  };
}

/**
 * Specs of one projection (or several applied side by side, as the runner does) on each test
 * engine: one store per engine for the whole block, emptied before each scenario.
 */
export function describeProjection(
  projections: Projection | readonly Projection[],
  body: (spec: ProjectionSpec) => void,
): void {
  const list = Array.isArray(projections) ? projections : [projections as Projection];
  for (const kind of testSqlKinds) {
    describe(`${list.map((p) => p.name).join(' + ')} projection on ${testSqlNames[kind]}`, () => {
      const store = new SpecStore(list);
      beforeAll(() => store.open(kind));
      afterAll(() => store.close());
      body(new ProjectionSpec(store, list));
    });
  }
}

export class ProjectionSpec {
  constructor(
    private readonly store: SpecStore,
    private readonly projections: readonly Projection[],
  ) {}

  /** The history before: applied as one batch. */
  given(...events: GivenEvent[]): Scenario {
    return new Scenario(this.store, this.projections, [events]);
  }
}

/** What the documents of one read model must be after the scenario (in id order). */
export interface DocumentsExpectation<Doc> {
  toEqual(expected: Doc[]): Promise<void>;
  /** As many documents as expected, each holding at least the fields given. */
  toMatchObject(expected: Partial<Doc>[]): Promise<void>;
  /** Among the documents, one holding each of these fields (others may be there too). */
  toContain(...expected: Partial<Doc>[]): Promise<void>;
  toBeEmpty(): Promise<void>;
}

/** Given events, and more events after them (`when`), each a batch of its own. Runs once, when asked. */
export class Scenario {
  private outcome?: Promise<Snapshot[]>;

  constructor(
    private readonly store: SpecStore,
    private readonly projections: readonly Projection[],
    private readonly batches: readonly GivenEvent[][],
  ) {}

  /** Events after the history, in a batch of their own (e.g. the erasure). */
  when(...events: GivenEvent[]): Scenario {
    return new Scenario(this.store, this.projections, [...this.batches, events]);
  }

  /** The documents of `model` after every event, in id order. */
  async documents<Doc extends ReadModelDocument>(model: ReadModel<Doc>): Promise<Doc[]> {
    return this.documentsOf(model, (await this.snapshots()).at(-1)!) as Doc[];
  }

  async document<Doc extends ReadModelDocument>(model: ReadModel<Doc>, id: Doc['id']): Promise<Doc | null> {
    return (await this.documents(model)).find((doc) => doc.id === id) ?? null;
  }

  expect<Doc extends ReadModelDocument>(model: ReadModel<Doc>): DocumentsExpectation<Doc> {
    const docs = () => this.documents(model);
    return {
      toEqual: async (expected) => expect(await docs(), model.name).toEqual(expected),
      toMatchObject: async (expected) => expect(await docs(), model.name).toMatchObject(expected as Doc[]),
      toContain: async (...expected) =>
        expect(await docs(), model.name).toEqual(
          expect.arrayContaining(
            expected.map((fields) => expect.objectContaining(fields as Record<string, unknown>)),
          ),
        ),
      toBeEmpty: async () => expect(await docs(), model.name).toEqual([]),
    };
  }

  /**
   * Applying the events again changes nothing, as after a crash between the documents and the
   * checkpoint: every tail of the history (from each event to the last) is applied once more as a
   * batch, and all documents stay as they were.
   */
  expectIdempotent(): Promise<void> {
    return this.store.exclusive(async () => {
      const events = this.recorded().flat();
      const once = await this.apply(this.recorded());
      for (let k = 0; k < events.length; k++) {
        await this.store.applyBatch(events.slice(k));
        expect(await this.store.snapshot(), `events ${k + 1}..${events.length} applied again`).toEqual(once);
      }
    });
  }

  /**
   * A rebuild from the events (the replay's path: one batch, a new generation) gives the documents
   * the runner made; so does the runner taking the events one at a time. `withoutStreams`: the
   * rebuild reads the events except those of these streams, as after an erasure deleted them.
   */
  expectReplayable(options: { withoutStreams?: readonly string[] } = {}): Promise<void> {
    return this.store.exclusive(async () => {
      const events = this.recorded().flat();
      const runner = await this.apply(this.recorded());
      // A rebuild goes live only once it has read as far as the serving generation: with the last
      // event deleted, not before a later one is appended (the product waits for one too).
      const kept = [
        ...events.filter((event) => !options.withoutStreams?.includes(event.streamId)),
        laterEvent(events.at(-1)!),
      ];
      expect(await this.store.rebuild(kept), 'rebuilt from the events').toEqual(runner);
      const oneByOne = await this.apply(events.map((event) => [event]));
      expect(oneByOne, 'the runner taking one event at a time').toEqual(runner);
    });
  }

  /** Both: applied again or rebuilt, the documents stay the same. */
  async expectStable(options: { withoutStreams?: readonly string[] } = {}): Promise<void> {
    await this.expectIdempotent();
    await this.expectReplayable(options);
  }

  /**
   * The person's documents are gone after the last batch (`when`: the erasure), as the features
   * declare: in every personal read model of these projections, the documents holding their id
   * are deleted, or keep it with the declared fields cleared. Each such read model must have held
   * something of theirs before, or the spec proves nothing.
   */
  async expectErased(userId: number): Promise<void> {
    const snapshots = await this.snapshots();
    if (snapshots.length < 2) throw new Error('expectErased: the erasure goes in `when`');
    const [before, after] = [snapshots.at(-2)!, snapshots.at(-1)!];
    const written = this.projections.flatMap((projection) => projection.collections);
    const personal = personalReadModels.filter((model) => written.includes(model.readModel));
    if (personal.length === 0) throw new Error('these projections write no personal read model');
    for (const { readModel, field, many, erased } of personal) {
      const theirs = (snapshot: Snapshot) =>
        this.documentsOf(readModel, snapshot).filter((doc) => {
          const value = (doc as unknown as Record<string, unknown>)[field];
          return many ? Array.isArray(value) && value.includes(userId) : value === userId;
        });
      const name = readModel.name;
      expect(theirs(before).length, `${name} held something of user ${userId} before`).toBeGreaterThan(0);
      if (erased === 'deleted') expect(theirs(after), `${name} after the erasure`).toEqual([]);
      else
        for (const doc of theirs(after))
          for (const cleared of erased.cleared)
            expect((doc as unknown as Record<string, unknown>)[cleared], `${name}.${cleared}`).toBeNull();
    }
  }

  /** The documents after each batch (the runner's path), read once. */
  private snapshots(): Promise<Snapshot[]> {
    this.outcome ??= this.store.exclusive(() => this.applyStepwise(this.recorded()));
    return this.outcome;
  }

  private recorded(): RecordedEvent[][] {
    const versions = new Map<string, number>();
    let first = 1;
    return this.batches.map((batch) => {
      const recorded = record(batch, first, versions);
      first += batch.length;
      return recorded;
    });
  }

  /** From an empty store, the batches through the runner's path; the documents after the last. */
  private async apply(batches: RecordedEvent[][]): Promise<Snapshot> {
    await this.store.reset();
    for (const batch of batches) if (batch.length > 0) await this.store.applyBatch(batch);
    return this.store.snapshot();
  }

  private async applyStepwise(batches: RecordedEvent[][]): Promise<Snapshot[]> {
    await this.store.reset();
    const snapshots: Snapshot[] = [];
    for (const batch of batches) {
      if (batch.length > 0) await this.store.applyBatch(batch);
      snapshots.push(await this.store.snapshot());
    }
    return snapshots;
  }

  private documentsOf(model: AnyReadModel, snapshot: Snapshot): Document[] {
    const docs = snapshot[model.name];
    if (!docs) throw new Error(`${model.name} is not written by ${this.projections.map((p) => p.name)}`);
    return docs;
  }
}
