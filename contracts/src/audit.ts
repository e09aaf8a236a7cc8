import { readModel } from './read-model';

/** Read model `audit`: one document per event, ids only; names are resolved when read. */
export interface AuditDocument {
  id: string;
  /** Global order, for sorting newest first. */
  seq: number;
  at: string;
  type: string;
  stream: string;
  actorId: number | null;
  impersonatorId: number | null;
  subjectUserId: number | null;
  /** Everyone involved (actor, subject, impersonator), for the per-user filter. */
  users: number[];
  /** What the event is about, as `token:{id}`, `code:{code}`, `frequency:{id}`, for filters. */
  refs: string[];
  details: Record<string, unknown>;
}

export const auditModels = {
  audit: readModel<AuditDocument>('audit'),
};
