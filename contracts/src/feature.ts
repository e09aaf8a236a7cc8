import type { DomainEvent } from './events';
import type { AnyReadModel } from './read-model';
import type { LiveMessage } from './ws';

/**
 * What a feature declares about itself, beside its schemas; the registry in `features.ts`
 * collects the declarations, and the audit trail, `/ws`, erasure and export iterate it. A new
 * feature adds its declaration and one line there: no switchboard to edit.
 */
export interface FeatureDeclaration<Event extends DomainEvent = DomainEvent> {
  name: string;
  /** Every event type the feature appends (the type checker insists on each one). */
  events: EventDeclarations<Event>;
  /** Event fields that name what an event is about, as audit filters: `{ tokenId: 'token' }` → `token:{id}`. */
  auditRefs?: Readonly<Record<string, string>>;
  personalData?: PersonalData;
}

export type EventDeclarations<Event extends DomainEvent> = {
  [Type in Event['type']]: EventDeclaration<Extract<Event, { type: Type }>['data']>;
};

export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export interface EventDeclaration<Data = unknown> {
  /** Schema version, 1 when not given; stored with each event, older ones upcast on read. */
  version?: number;
  /** Lifts version n's data to n + 1. */
  upcasters?: Readonly<Record<number, Upcaster>>;
  /**
   * The fields an admin may read in the audit trail (an allow-list: free text a person wrote,
   * secrets and contact data are never listed); `false` for bookkeeping kept out of the trail.
   */
  audit: ReadonlyArray<keyof Data & string> | false;
  /** Who hears what over `/ws` once the projections have passed the event. */
  live?: ReadonlyArray<LiveRule<Data>>;
  /** The event may end sessions: open sockets check theirs again. */
  endsSessions?: boolean;
}

/** `owner`: the user the event's `userId` names. */
export type Audience = 'owner' | 'admins' | 'everyone';

export interface LiveRule<Data = unknown> {
  to: Audience;
  message: LiveMessage | ((data: Data) => LiveMessage);
}

/** Where a person's data lives, so erasure, export and the audit's erasure find all of it. */
export interface PersonalData {
  /** The person's own streams, deleted from the event store with the account. */
  streams?: (userId: number) => string[];
  /** Read models holding the person's data, found by the field that holds their id. */
  readModels?: readonly PersonalReadModel[];
}

export interface PersonalReadModel {
  readModel: AnyReadModel;
  /** The field holding the user's id; an array field (`audit.users`) matches when it contains it. */
  field: string;
  /** `deleted`: the erasure removes the documents; else these fields are cleared and the id stays. */
  erased: 'deleted' | { cleared: readonly string[] };
  /** Fields never handed out, not even to the person (hashes, session ids). */
  private?: readonly string[];
  /** Whether `field` is an array of ids. */
  many?: boolean;
}

export function defineFeature<Event extends DomainEvent>(
  declaration: FeatureDeclaration<Event>,
): FeatureDeclaration {
  return declaration as unknown as FeatureDeclaration;
}
