import type { DomainEvent } from './events';
import type { Language } from './language';
import type { AnyReadModel } from './read-model';

/**
 * What a feature declares about itself, beside its schemas; the registry in `features.ts`
 * collects the declarations, and the audit trail, `/ws`, erasure and export iterate it. A new
 * feature adds its declaration and one line there: no switchboard to edit.
 */
export interface FeatureDeclaration<
  Event extends DomainEvent = DomainEvent,
  Message extends LiveMessageShape = LiveMessageShape,
> {
  name: string;
  /** Every event type the feature appends (the type checker insists on each one). */
  events: EventDeclarations<Event, Message>;
  /**
   * Event fields that name what an event is about, as audit filters: `{ tokenId: 'token' }` →
   * `token:{id}`; the kind may depend on the event (`{ itemId: (data) => data.kind }`).
   */
  auditRefs?: Readonly<Record<string, AuditRefKind>>;
  personalData?: PersonalData;
  /**
   * Its messages in both languages, kept in `<feature>-texts.ts` (spread into `texts` there: the
   * browser's first page reads them without the declarations; `texts.test.ts` checks both agree).
   */
  texts?: Readonly<Record<string, Readonly<Record<Language, string>>>>;
  /** The `/ws` messages its events send: a type only (`LiveMessage` in ws.ts is their union). */
  readonly messages?: Message;
}

/** What an audit reference names (`token`, `code`, `user`, …), fixed or read from the event's data. */
export type AuditRefKind = string | ((data: Record<string, unknown>) => string);

/** A `/ws` message: its type names what changed, the client refreshes the queries it affects. */
export interface LiveMessageShape {
  type: string;
}

export type EventDeclarations<
  Event extends DomainEvent,
  Message extends LiveMessageShape = LiveMessageShape,
> = {
  [Type in Event['type']]: EventDeclaration<Extract<Event, { type: Type }>['data'], Message>;
};

export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export interface EventDeclaration<Data = unknown, Message extends LiveMessageShape = LiveMessageShape> {
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
  live?: ReadonlyArray<LiveRule<Data, Message>>;
  /** The event may end sessions: open sockets check theirs again. */
  endsSessions?: boolean;
}

/** `owner`: the user the event's `userId` (or the rule's `ownerField`) names. */
export type Audience = 'owner' | 'admins' | 'everyone';

export interface LiveRule<Data = unknown, Message extends LiveMessageShape = LiveMessageShape> {
  to: Audience;
  /** For `owner`: the field naming the user, when not `userId` (a handover's giver and taker). */
  ownerField?: keyof Data & string;
  message: Message | ((data: Data) => Message);
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

/** A feature's declaration, typed by its events and the `/ws` messages they send. */
export function defineFeature<Event extends DomainEvent, Message extends LiveMessageShape = never>(
  declaration: FeatureDeclaration<Event, Message>,
): FeatureDeclaration<DomainEvent, Message> {
  return declaration as unknown as FeatureDeclaration<DomainEvent, Message>;
}
