/**
 * Schema versions of event types (1 when not listed) and the upcasters that lift an old
 * version's data to the next one. Events are stored with their version and upcast on read,
 * so stored events are never rewritten.
 */
export const eventVersions: Record<string, number> = {
  // v2 added `language` (e-mails reach users in their language).
  UserRegistered: 2,
};

type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export const upcasters: Record<string, Record<number, Upcaster>> = {
  UserRegistered: {
    1: (data) => ({ ...data, language: 'de' }),
  },
};

export function currentVersion(type: string): number {
  return eventVersions[type] ?? 1;
}

/** Lifts `data` of `type` from `version` to the current version. */
export function upcastData(type: string, version: number, data: unknown): unknown {
  let result = data as Record<string, unknown>;
  for (let v = version; v < currentVersion(type); v++) {
    const step = upcasters[type]?.[v];
    if (step) result = step(result);
  }
  return result;
}
