import type { DimensionRing, RingCode, RingType, RingTypeBody } from '@et/contracts';
import { uniqueName } from './given';
import type { Answer, TestClient } from './test-app';

/** Test data for ring types, ring codes and rings, through the HTTP API like `app.given`. */

/** A ring type that passes validation; tests override the fields they look at. */
export const ringTypeFields = {
  code: 'gold',
  nameDE: 'Goldener Ring',
  nameEN: 'Golden Ring',
  descriptionDE: 'Ein goldener Ring',
  descriptionEN: 'A golden ring',
  imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
} satisfies RingTypeBody;

/** A ring type code no other test in this run uses. */
export const uniqueRingTypeCode = (prefix = 'type') => uniqueName(prefix).toLowerCase();

/** A new ring type the admin created, with a fresh code unless named. */
export async function givenRingType(
  admin: TestClient,
  fields: Partial<RingTypeBody> = {},
): Promise<RingType> {
  return bodyOf(
    await admin.post<RingType>('/api/ring-types', {
      ...ringTypeFields,
      code: uniqueRingTypeCode(),
      ...fields,
    }),
    'ring type',
  );
}

/** A fresh, unused ring code of the type. */
export async function givenRingCode(admin: TestClient, type: string): Promise<string> {
  return bodyOf(await admin.post<RingCode>('/api/ring-codes', { type }), 'ring code').code;
}

/** A ring `owner` activated with a fresh code of the type (or the code given). */
export async function givenRing(
  admin: TestClient,
  owner: TestClient,
  { type, code, frequencyId }: { type: string; code?: string; frequencyId?: number },
): Promise<DimensionRing> {
  const ringCode = code ?? (await givenRingCode(admin, type));
  const body = frequencyId === undefined ? { code: ringCode } : { code: ringCode, frequencyId };
  return bodyOf(await owner.post<DimensionRing>('/api/dimension-rings', body), 'ring');
}

function bodyOf<T>(answer: Answer<T>, what: string, status = 201): T {
  if (answer.status !== status)
    throw new Error(`given ${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
