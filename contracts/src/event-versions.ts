import { eventDeclaration } from './features';

/**
 * Schema versions of event types (1 when not declared) and upcasting of old versions, from the
 * features' declarations. Events are stored with their version and upcast on read, so stored
 * events are never rewritten.
 */
export function currentVersion(type: string): number {
  return eventDeclaration(type)?.version ?? 1;
}

/** Lifts `data` of `type` from `version` to the current version. */
export function upcastData(type: string, version: number, data: unknown): unknown {
  const upcasters = eventDeclaration(type)?.upcasters;
  let result = data as Record<string, unknown>;
  for (let v = version; v < currentVersion(type); v++) {
    const step = upcasters?.[v];
    if (step) result = step(result);
  }
  return result;
}
