import type { RingType } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import {
  givenRing,
  givenRingCode,
  givenRingType,
  ringTypeFields,
  uniqueRingTypeCode,
} from './testing/rings-given';
import { type StoreKind, storeKinds, useTestApp, withAdmin } from './testing/test-app';

describe.each(storeKinds)('ring types API on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdmin);

  it('creates the four defaults only while there are none, and clears every image', async () => {
    // First in this suite: no ring type exists yet.
    const user = await app.given.user();
    expect((await user.get('/api/ring-types')).body).toEqual([]);
    expect((await app.admin.post('/api/ring-types/clear-images')).body).toEqual({ count: 0 });

    const defaults = await app.admin.post<RingType[]>('/api/ring-types/defaults');
    expect(defaults.status).toBe(201);
    expect(defaults.body.map((t) => [t.code, t.nameDE])).toEqual([
      ['gold', 'Goldener Ring'],
      ['silver', 'Silberner Ring'],
      ['original', 'Ursprünglicher Ring'],
      ['space', 'Multidimensionsraum'],
    ]);
    for (const type of defaults.body) {
      expect(type.nameEN).not.toBe('');
      expect(type.descriptionDE).not.toBe('');
      expect(type.descriptionEN).not.toBe('');
      expect(type.imageUrl).toBe('');
    }
    const again = await app.admin.post('/api/ring-types/defaults');
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Es gibt bereits Ringtypen/);
    // Users read them too (the rings page shows names and images).
    expect((await user.get<RingType[]>('/api/ring-types')).body).toEqual(defaults.body);

    const gold = defaults.body[0]!;
    const withImage = { ...ringTypeFields, imageUrl: '/uploads/ffffffffffffffffffffffffffffffff.png' };
    expect(
      (await app.admin.request('PUT', `/api/ring-types/${gold.id}`, { ...withImage, code: 'gold' })).status,
    ).toBe(200);
    await givenRingType(app.admin);
    const cleared = await app.admin.post('/api/ring-types/clear-images');
    expect(cleared).toMatchObject({ status: 200, body: { count: 2 } });
    const after = (await user.get<RingType[]>('/api/ring-types')).body;
    expect(after.every((type) => type.imageUrl === '')).toBe(true);
    expect((await app.admin.post('/api/ring-types/clear-images')).body).toEqual({ count: 0 });
  });

  it('creates, changes and deletes a ring type; its code is unique and stays', async () => {
    const code = uniqueRingTypeCode('crystal');
    const created = await app.admin.post<RingType>('/api/ring-types', { ...ringTypeFields, code });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), ...ringTypeFields, code });
    const { id } = created.body;

    const duplicate = await app.admin.post('/api/ring-types', {
      ...ringTypeFields,
      code: code.toUpperCase(),
    });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { message: 'Einen Ringtyp mit diesem Code gibt es bereits' },
    });

    const changed = await app.admin.request<RingType>('PUT', `/api/ring-types/${id}`, {
      ...ringTypeFields,
      code,
      nameEN: 'Crystal Ring',
    });
    expect(changed).toMatchObject({ status: 200, body: { id, code, nameEN: 'Crystal Ring' } });
    // The spec's form sends no code when editing; the code stays.
    const { code: _code, ...withoutCode } = ringTypeFields;
    expect((await app.admin.request('PUT', `/api/ring-types/${id}`, withoutCode)).body).toMatchObject({
      id,
      code,
    });
    const recoded = await app.admin.request('PUT', `/api/ring-types/${id}`, {
      ...ringTypeFields,
      code: 'other',
    });
    expect(recoded).toMatchObject({
      status: 400,
      body: { message: 'Der Code eines Ringtyps kann nicht geändert werden' },
    });

    expect((await app.admin.delete(`/api/ring-types/${id}`)).status).toBe(200);
    expect((await app.admin.delete(`/api/ring-types/${id}`)).status).toBe(404);
    expect((await app.admin.request('PUT', `/api/ring-types/${id}`, ringTypeFields)).status).toBe(404);
    const list = (await app.admin.get<RingType[]>('/api/ring-types')).body;
    expect(list.some((type) => type.id === id)).toBe(false);
    // A deleted code can be used again, under a new id.
    const again = await app.admin.post<RingType>('/api/ring-types', { ...ringTypeFields, code });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(id);
  });

  it('refuses missing fields with the spec’s messages, in the caller’s language', async () => {
    const english = app.admin.copy({ language: 'en' });
    const cases: Array<[keyof typeof ringTypeFields, string, string]> = [
      ['nameDE', 'German name is required', 'Deutscher Name ist erforderlich'],
      ['nameEN', 'English name is required', 'Englischer Name ist erforderlich'],
      ['descriptionDE', 'German description is required', 'Deutsche Beschreibung ist erforderlich'],
      ['descriptionEN', 'English description is required', 'Englische Beschreibung ist erforderlich'],
      ['imageUrl', 'Image URL is required', 'Bild-URL ist erforderlich'],
      ['code', 'Code is required', 'Code ist erforderlich'],
    ];
    for (const [field, en, de] of cases) {
      const body: Record<string, string> = { ...ringTypeFields, code: uniqueRingTypeCode(), [field]: '  ' };
      expect((await english.post('/api/ring-types', body)).body.message, field).toBe(en);
      expect((await app.admin.post('/api/ring-types', body)).body.message, field).toBe(de);
      const { [field]: _missing, ...without } = body;
      expect((await english.post('/api/ring-types', without)).status, `${field} missing`).toBe(400);
    }
    const script = { ...ringTypeFields, code: uniqueRingTypeCode(), imageUrl: 'javascript:alert(1)' };
    expect((await english.post('/api/ring-types', script)).body.message).toBe(
      'The image URL must be an uploaded image or an address starting with https://',
    );
    const extra = { ...ringTypeFields, code: uniqueRingTypeCode(), id: 5 };
    expect((await app.admin.post('/api/ring-types', extra)).status).toBe(400);
  });

  it('keeps a ring type that ring codes or rings use (409), and lets it go once unused', async () => {
    const frequency = await app.given.frequency();
    const coded = await givenRingType(app.admin);
    const code = await givenRingCode(app.admin, coded.code);
    const inUse = await app.admin.delete(`/api/ring-types/${coded.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toMatch(/wird noch von 1 Ring-Codes oder Ringen verwendet/);
    expect((await app.admin.delete(`/api/ring-codes/${code}`)).status).toBe(200);
    expect((await app.admin.delete(`/api/ring-types/${coded.id}`)).status).toBe(200);

    const worn = await givenRingType(app.admin);
    const user = await app.given.user();
    await givenRing(app.admin, user, { type: worn.code, frequencyId: frequency.id });
    const english = await app.admin.copy({ language: 'en' }).delete(`/api/ring-types/${worn.id}`);
    expect(english).toMatchObject({
      status: 409,
      body: { message: 'This ring type is still used by 1 ring codes or rings and cannot be deleted' },
    });
  });

  it('refuses anonymous callers (401) and users on admin calls (403)', async () => {
    const type = await givenRingType(app.admin);
    const user = await app.given.user();
    const adminCalls: Array<[string, string, unknown?]> = [
      ['POST', '/api/ring-types', { ...ringTypeFields, code: uniqueRingTypeCode() }],
      ['PUT', `/api/ring-types/${type.id}`, ringTypeFields],
      ['DELETE', `/api/ring-types/${type.id}`],
      ['POST', '/api/ring-types/defaults'],
      ['POST', '/api/ring-types/clear-images'],
    ];
    expect((await app.client().get('/api/ring-types')).status).toBe(401);
    for (const [method, url, body] of adminCalls) {
      expect((await app.client().request(method, url, body)).status, `${method} ${url}`).toBe(401);
      expect((await user.request(method, url, body)).status, `${method} ${url}`).toBe(403);
    }
    const unchanged = (await user.get<RingType[]>('/api/ring-types')).body.find((t) => t.id === type.id);
    expect(unchanged).toEqual(type);
  });
});
