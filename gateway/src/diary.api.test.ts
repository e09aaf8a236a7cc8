import {
  type AnyReadModel,
  type DiaryConsent,
  type DiaryEntry,
  dayIn,
  diaryModels,
  type UserExport,
} from '@et/contracts';
import { projections } from '@et/projections';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { documentsOf, liveState, rebuild } from './testing/read-models';
import {
  allEvents,
  defaultPassword,
  type StoreKind,
  storeKinds,
  type TestApp,
  type TestClient,
  useTestApp,
} from './testing/test-app';

const diaryStream = (userId: number) => `diary-${userId}`;
const streamOf = (app: TestApp, userId: number) => app.running.stores.events.readStream(diaryStream(userId));

describe.each(storeKinds)('diary on %s', (kind: StoreKind) => {
  const app = useTestApp(kind);

  describe('POST and GET /api/diary-entries', () => {
    it('writes with the spec’s defaults (positive, strength 3, today) and lists the own entries newest first', async () => {
      const anna = await app.given.user();
      const bob = await app.given.user();
      const plain = await anna.post<DiaryEntry>('/api/diary-entries', { content: '  Gut geschlafen  ' });
      expect(plain.status).toBe(201);
      expect(plain.body).toMatchObject({
        userId: anna.user.id,
        content: 'Gut geschlafen',
        isPositive: true,
        strength: 3,
        date: dayIn('Europe/Berlin'),
      });
      const older = await anna.post<DiaryEntry>('/api/diary-entries', {
        content: 'Streit im Büro\nund Kopfweh',
        isPositive: false,
        strength: 5,
        date: '2025-11-03',
      });
      expect(older.status).toBe(201);
      expect(older.body).toMatchObject({ isPositive: false, strength: 5, date: '2025-11-03' });
      const later = await anna.post<DiaryEntry>('/api/diary-entries', { content: 'Noch einer', strength: 6 });
      expect(later.status).toBe(201);
      await bob.post('/api/diary-entries', { content: 'Bobs Gedanke', strength: 1 });

      const list = await anna.get<DiaryEntry[]>('/api/diary-entries');
      expect(list.status).toBe(200);
      expect(list.body.map((entry) => entry.id)).toEqual([later.body.id, plain.body.id, older.body.id]);
      expect(JSON.stringify(list.body)).not.toContain('Bobs Gedanke');
      expect((await app.client().get('/api/diary-entries')).status).toBe(401);
    });

    it('refuses strength 0 and 7, empty content and bad dates in the user’s language, and writes nothing', async () => {
      const user = await app.given.user();
      const english = user.copy({ language: 'en' });
      const refusals: Array<[TestClient, unknown, string]> = [
        [user, { content: 'x', strength: 0 }, 'Die Stärke muss zwischen 1 und 6 liegen'],
        [user, { content: 'x', strength: 7 }, 'Die Stärke muss zwischen 1 und 6 liegen'],
        [english, { content: 'x', strength: 0 }, 'Strength must be between 1 and 6'],
        [english, { content: 'x', strength: 7 }, 'Strength must be between 1 and 6'],
        [english, { content: 'x', strength: 2.5 }, 'Strength must be between 1 and 6'],
        [english, { content: 'x', strength: '3' }, 'Strength must be between 1 and 6'],
        [user, { content: '' }, 'Bitte schreiben Sie Ihren Gedanken auf'],
        [user, { content: ' \n\t ' }, 'Bitte schreiben Sie Ihren Gedanken auf'],
        [english, {}, 'Please write down your thought'],
        [user, { content: 'x'.repeat(5001) }, 'Ein Eintrag darf höchstens 5000 Zeichen haben'],
        [user, { content: 'x', isPositive: 'ja' }, 'Bitte wählen Sie positiv oder negativ'],
        [user, { content: 'x', date: '2999-01-01' }, 'Das Datum darf nicht in der Zukunft liegen'],
        [english, { content: 'x', date: '2025-02-30' }, 'Please give a valid date (YYYY-MM-DD)'],
        [user, { content: 'x', date: '03.11.2025' }, 'Bitte geben Sie ein gültiges Datum an (JJJJ-MM-TT)'],
        [user, { content: 'x', userId: 1 }, 'Ungültige Eingabe'],
      ];
      for (const [client, body, message] of refusals) {
        const answer = await client.post('/api/diary-entries', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.message, JSON.stringify(body)).toBe(message);
      }
      expect(await streamOf(app, user.user.id)).toEqual([]);
      expect((await user.get('/api/diary-entries')).body).toEqual([]);
    });

    it('keeps hostile text as text: control characters refused, markup stored as written', async () => {
      const user = await app.given.user();
      const nul = await user.post('/api/diary-entries', { content: 'a\u0000b' });
      expect(nul).toMatchObject({ status: 400, body: { message: 'Der Text enthält unzulässige Zeichen' } });
      const markup = '<img src=x onerror=alert(1)> "; DROP TABLE events; -- {"$gt": ""} 🙂';
      const written = await user.post<DiaryEntry>('/api/diary-entries', { content: markup });
      expect(written.status).toBe(201);
      expect(written.headers.get('content-type')).toMatch(/^application\/json/);
      expect((await user.get<DiaryEntry[]>('/api/diary-entries')).body[0]!.content).toBe(markup);
    });
  });

  describe('DELETE /api/diary-entries/{id}', () => {
    it('deletes an own entry; someone else’s is not found and stays', async () => {
      const anna = await app.given.user();
      const bob = await app.given.user({ language: 'en' });
      const annas = (
        await anna.post<DiaryEntry>('/api/diary-entries', { content: 'Annas', isPositive: false })
      ).body;
      const bobs = (await bob.post<DiaryEntry>('/api/diary-entries', { content: 'Bobs' })).body;

      const foreign = await bob.delete(`/api/diary-entries/${annas.id}`);
      expect(foreign).toMatchObject({ status: 404, body: { message: 'Diary entry not found' } });
      expect((await anna.get<DiaryEntry[]>('/api/diary-entries')).body).toEqual([annas]);

      expect((await anna.delete(`/api/diary-entries/${annas.id}`)).status).toBe(200);
      expect((await anna.get('/api/diary-entries')).body).toEqual([]);
      const again = await anna.delete(`/api/diary-entries/${annas.id}`);
      expect(again).toMatchObject({ status: 404, body: { message: 'Tagebucheintrag nicht gefunden' } });
      expect((await anna.delete('/api/diary-entries/99999999')).status).toBe(404);
      expect((await bob.get<DiaryEntry[]>('/api/diary-entries')).body).toEqual([bobs]);
    });
  });

  describe('consent', () => {
    it('is recorded as events in the person’s diary stream; revoking it keeps the entries until they are deleted', async () => {
      const user = await app.given.user();
      const initial = await user.get<DiaryConsent>('/api/diary-consent');
      expect(initial.body).toMatchObject({ consented: false, givenAt: null });

      const given = await user.post<DiaryConsent>('/api/diary-consent');
      expect(given.status).toBe(200);
      expect(given.body).toMatchObject({ consented: true, version: 1 });
      expect((await user.get<DiaryConsent>('/api/diary-consent')).body).toMatchObject({
        consented: true,
        version: 1,
        givenAt: expect.any(String),
      });
      // Twice is once.
      await user.post('/api/diary-consent');
      for (const content of ['eins', 'zwei']) await user.post('/api/diary-entries', { content });

      const revoked = await user.delete<DiaryConsent>('/api/diary-consent');
      expect(revoked.body).toMatchObject({ consented: false, revokedAt: expect.any(String) });
      expect((await user.get<DiaryEntry[]>('/api/diary-entries')).body).toHaveLength(2);
      const cleared = await user.delete('/api/diary-entries');
      expect(cleared).toMatchObject({ status: 200, body: { deleted: 2 } });
      expect((await user.get('/api/diary-entries')).body).toEqual([]);
      expect((await user.delete('/api/diary-entries')).body).toEqual({ deleted: 0 });

      const types = (await streamOf(app, user.user.id)).map((event) => event.type);
      expect(types).toEqual([
        'DiaryConsentGiven',
        'DiaryEntryWritten',
        'DiaryEntryWritten',
        'DiaryConsentRevoked',
        'DiaryEntriesDeleted',
      ]);
    });

    it('is not needed by the API (the spec’s client never asks for it)', async () => {
      const user = await app.given.user();
      expect(
        (await user.post('/api/diary-entries', { content: 'ohne', isPositive: true, strength: 3 })).status,
      ).toBe(201);
    });
  });

  it('is for the person alone: an admin logged in as them neither reads nor writes it', async () => {
    const user = await app.given.user();
    await user.post('/api/diary-entries', { content: 'Nur für mich' });
    const admin = await app.given.admin();
    expect((await admin.post(`/api/admin/login-as/${user.user.id}`)).status).toBe(200);
    for (const answer of [
      await admin.get('/api/diary-entries'),
      await admin.get('/api/diary-consent'),
      await admin.post('/api/diary-entries', { content: 'vom Admin' }),
      await admin.delete('/api/diary-entries'),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/^Das Tagebuch sieht nur die Person selbst/);
    }
    expect((await user.get<DiaryEntry[]>('/api/diary-entries')).body.map((e) => e.content)).toEqual([
      'Nur für mich',
    ]);
  });

  it('shows diary text in no admin answer; the trail says only that an entry came and went', async () => {
    const marker = uniqueName('tagebuchmarker');
    const user = await app.given.user();
    await user.post('/api/diary-consent');
    const entry = (
      await user.post<DiaryEntry>('/api/diary-entries', {
        content: `${marker} traurig`,
        isPositive: false,
        strength: 6,
      })
    ).body;
    await user.delete(`/api/diary-entries/${entry.id}`);
    await user.post('/api/diary-entries', { content: `${marker} froh` });

    const admin = await app.given.admin();
    const trail = await admin.get(`/api/audit?userId=${user.user.id}&pageSize=100`);
    const diaryRows = trail.body.items.filter((row: { type: string }) => row.type.startsWith('Diary'));
    expect(diaryRows.map((row: { type: string; details: unknown }) => [row.type, row.details])).toEqual([
      ['DiaryEntryWritten', { entryId: expect.any(Number) }],
      ['DiaryEntryDeleted', { entryId: entry.id }],
      ['DiaryEntryWritten', { entryId: entry.id }],
      ['DiaryConsentGiven', { version: 1 }],
    ]);
    const urls = [
      '/api/users?pageSize=100',
      '/api/admin/stats',
      `/api/audit?userId=${user.user.id}&pageSize=100`,
    ];
    const total = (await admin.get<{ total: number }>('/api/audit?pageSize=100')).body.total;
    for (let page = 1; page <= Math.ceil(total / 100); page++)
      urls.push(`/api/audit?pageSize=100&page=${page}`);
    for (const url of urls) {
      const answer = await admin.get(url);
      expect(answer.status, url).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text, url).not.toContain(marker);
      expect(text, url).not.toMatch(/"strength"|"isPositive"/);
    }
  });

  it('puts the entries and the consent into the export, and erasure removes them everywhere', async () => {
    const marker = uniqueName('exportmarker');
    const user = await app.given.user();
    const other = await app.given.user();
    await user.post('/api/diary-consent');
    await user.post('/api/diary-entries', { content: `${marker} eins`, strength: 2, date: '2026-01-15' });
    await other.post('/api/diary-entries', { content: 'fremd' });

    const exported = await user.get<UserExport>('/api/user/export');
    expect(exported.status).toBe(200);
    expect(exported.body.data.diary!.diary_entries).toEqual([
      expect.objectContaining({
        content: `${marker} eins`,
        strength: 2,
        date: '2026-01-15',
        isPositive: true,
      }),
    ]);
    expect(exported.body.data.diary!.diary_consents).toEqual([
      expect.objectContaining({ userId: user.user.id, consented: true, version: 1 }),
    ]);
    expect(JSON.stringify(exported.body)).not.toContain('fremd');

    expect((await user.request('DELETE', '/api/user', { password: defaultPassword })).status).toBe(200);
    expect(await streamOf(app, user.user.id)).toEqual([]);
    for (const model of Object.values<AnyReadModel>(diaryModels))
      expect(await app.running.readModels.collection(model).find({ userId: user.user.id })).toEqual([]);
    const holding = (await allEvents(app)).filter((event) =>
      JSON.stringify([event.data, event.metadata]).includes(marker),
    );
    expect(holding.map((event) => `${event.streamId} ${event.type}`)).toEqual([]);
    expect((await other.get<DiaryEntry[]>('/api/diary-entries')).body).toHaveLength(1);
  });

  it('builds the same diary documents again in a replay', async () => {
    const diaryProjection = projections.find((projection) => projection.name === 'diary')!;
    const user = await app.given.user();
    await user.post('/api/diary-consent');
    const first = (await user.post<DiaryEntry>('/api/diary-entries', { content: 'eins', strength: 2 })).body;
    await user.post('/api/diary-entries', { content: 'zwei', isPositive: false, date: '2025-06-01' });
    await user.delete(`/api/diary-entries/${first.id}`);
    await user.delete('/api/diary-consent');
    const snapshot = async () => {
      const { generation } = await liveState(app, 'diary');
      return Promise.all(diaryProjection.collections.map((model) => documentsOf(app, model, generation)));
    };
    const before = await snapshot();
    await rebuild(app, diaryProjection);
    expect(await snapshot()).toEqual(before);
  });
});
