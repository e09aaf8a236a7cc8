import {
  type DimensionRing,
  type RingCode,
  type RingCodeBatch,
  type RingType,
  type RingTypeBody,
  ringStreams,
} from '@et/contracts';
import { frequencyFields, uniqueName } from './given';
import type { Answer, TestApp, TestClient } from './test-app';

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

/**
 * A ring history for replay tests, through HTTP: default and own types changed, images cleared,
 * a type deleted; codes generated, added, deleted; rings activated, re-tuned, refused; an owner erased.
 */
export async function driveRingHistory(
  given: { user(): Promise<TestClient & { user: { id: number } }> },
  admin: TestClient,
): Promise<void> {
  await admin.post('/api/ring-types/defaults');
  const crystal = await givenRingType(admin, { code: uniqueRingTypeCode('crystal') });
  await admin.request('PUT', `/api/ring-types/${crystal.id}`, { ...ringTypeFields, nameEN: 'Crystal' });
  const spare = await givenRingType(admin);
  await admin.delete(`/api/ring-types/${spare.id}`);
  await admin.post('/api/ring-types/clear-images');
  await admin.request('PUT', `/api/ring-types/${crystal.id}`, ringTypeFields);
  const frequencies = [
    (await admin.post('/api/frequencies', { ...frequencyFields, nameEN: 'Ring one' })).body.id as number,
    (await admin.post('/api/frequencies', { ...frequencyFields, nameEN: 'Ring two' })).body.id as number,
  ];
  const batch = (await admin.post<RingCodeBatch>('/api/ring-codes/batch', { type: 'gold', count: 4 })).body
    .codes;
  await admin.post('/api/ring-codes/manual', { code: 'RPLY01', type: crystal.code });
  await admin.delete(`/api/ring-codes/${batch[3]!.code}`);
  const owners = [await given.user(), await given.user()];
  const first = await givenRing(admin, owners[0]!, {
    type: 'gold',
    code: batch[0]!.code,
    frequencyId: frequencies[0],
  });
  await owners[0]!.patch(`/api/dimension-rings/${first.id}`, { frequencyId: frequencies[1] });
  await givenRing(admin, owners[0]!, { type: crystal.code, code: 'RPLY01' });
  await givenRing(admin, owners[1]!, { type: 'gold', code: batch[1]!.code });
  await owners[1]!.post('/api/dimension-rings', { code: batch[0]!.code });
  await admin.delete(`/api/users/${owners[1]!.user.id}`);
}

/**
 * A ring stored inactive, straight into the event store (no command makes one today; older data or
 * a later feature may).
 */
export async function inactiveRing(
  app: TestApp,
  userId: number,
  type: string,
  ringId: number,
): Promise<string> {
  const ringCode = `IN${String(ringId).slice(-4).padStart(4, '0')}`;
  const appended = await app.running.stores.events.append(
    ringStreams.ringCode(ringCode),
    [
      { type: 'RingCodeCreated', data: { ringCode, ringType: type, origin: 'manual' } },
      {
        type: 'RingCodeRedeemed',
        data: { ringCode, ringType: type, ringId, userId, name: 'Alt', frequencyId: null, isActive: false },
      },
    ],
    0,
  );
  if (!(await app.running.progress.waitFor(appended.position, 5000)))
    throw new Error(`the inactive ring ${ringCode} was not projected in time`);
  return ringCode;
}
