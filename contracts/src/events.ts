/** The envelope every domain event travels in. Event payload types live beside their feature. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** Who caused an event: recorded with every event for the audit trail. */
export interface EventMetadata {
  actorId?: number;
  /** Set when an admin acts while logged in as another user. */
  impersonatorId?: number;
  correlationId?: string;
}

/** Current schema version of each event type; stored with the event, used to upcast old ones. */
export type EventVersions = Record<string, number>;
