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

/** A detail that names a person by id (`userId`, `adminId`, `fromUserId`, `sentByUserId`, …): shown by name. */
export const isPersonField = (key: string) => key === 'userId' || key === 'adminId' || key.endsWith('UserId');

export const auditModels = {
  audit: readModel<AuditDocument>('audit'),
};
