/**
 * The advisory lock every store takes around its CREATE ... IF NOT EXISTS: run concurrently
 * (several stores, connections or processes), PostgreSQL can fail it with a unique violation on
 * pg_type.
 */
export const DDL_LOCK = 7_140_001;
