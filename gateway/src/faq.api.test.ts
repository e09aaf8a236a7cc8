import { type Faq, type FaqBody, faqModels, type UserExport } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import {
  defaultPassword,
  type StoreKind,
  storeKinds,
  type TestClient,
  useTestApp,
  withAdmin,
} from './testing/test-app';

const faqFields = (overrides: Partial<FaqBody> = {}): FaqBody => ({
  question: 'Wie aktiviere ich meinen Energietaler?',
  answer: 'Tippen Sie auf den Schalter auf seiner Karte.',
  category: 'usage',
  ...overrides,
});

describe.each(storeKinds)('FAQs on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdmin);

  const createFaq = async (admin: TestClient, overrides: Partial<FaqBody> = {}): Promise<Faq> => {
    const answer = await admin.post<Faq>('/api/faqs', faqFields(overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const idsOf = (list: Faq[]) => list.map((faq) => faq.id);

  it('creates an FAQ with the spec’s defaults and lists it in sort order', async () => {
    const created = await app.admin.post<Faq>('/api/faqs', {
      question: '  Was ist ein Energietaler? ',
      answer: 'Ein Gegenstand mit einer Frequenz.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      question: 'Was ist ein Energietaler?',
      category: 'general',
      sortOrder: 0,
      isActive: true,
      videoUrl: null,
    });
    expect(created.body.createdAt).toBe(created.body.updatedAt);
    const later = await createFaq(app.admin, {
      sortOrder: '' as unknown as number,
      question: 'Leere Reihenfolge?',
    });
    expect(later.sortOrder).toBe(0);
    const first = await createFaq(app.admin, { sortOrder: 0 });
    const last = await createFaq(app.admin, { sortOrder: 50, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    const user = await app.given.user();
    const list = (await user.get<Faq[]>('/api/faqs')).body;
    const mine = idsOf(list).filter((id) => [created.body.id, later.id, first.id, last.id].includes(id));
    expect(mine).toEqual([created.body.id, later.id, first.id, last.id]);
    expect(list.find((faq) => faq.id === last.id)).toMatchObject({
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      myVote: null,
    });
    expect(list[0]).not.toHaveProperty('helpfulCount');
  });

  it('shows inactive FAQs to admins who ask, never to users', async () => {
    const hidden = await createFaq(app.admin, { isActive: false, question: 'Noch geheim?' });
    const user = await app.given.user();
    for (const url of ['/api/faqs', '/api/faqs?includeInactive=true', '/api/faqs?includeInactive=false']) {
      const answer = await user.get<Faq[]>(url);
      expect(answer.status, url).toBe(200);
      expect(idsOf(answer.body), url).not.toContain(hidden.id);
    }
    expect(idsOf((await app.admin.get<Faq[]>('/api/faqs')).body)).not.toContain(hidden.id);
    expect(idsOf((await app.admin.get<Faq[]>('/api/faqs?includeInactive=true')).body)).toContain(hidden.id);
    // Voting on what a user cannot see names nothing.
    expect((await user.post(`/api/faqs/${hidden.id}/feedback`, { helpful: true })).status).toBe(404);
  });

  it('filters by category and refuses an unknown one', async () => {
    const account = await createFaq(app.admin, {
      category: 'account',
      question: 'Wie lösche ich mein Konto?',
    });
    const user = await app.given.user({ language: 'en' });
    const listed = (await user.get<Faq[]>('/api/faqs?category=account')).body;
    expect(idsOf(listed)).toContain(account.id);
    expect(listed.every((faq) => faq.category === 'account')).toBe(true);
    expect(idsOf((await user.get<Faq[]>('/api/faqs?category=all')).body)).toContain(account.id);
    const bad = await user.get('/api/faqs?category=secret');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Category must be general, usage, technical, account or other');
    const badCreate = await app.admin
      .copy({ language: 'en' })
      .post('/api/faqs', faqFields({ category: 'secret' as 'other' }));
    expect(badCreate.status).toBe(400);
    expect(badCreate.body.errors).toEqual({
      category: 'Category must be general, usage, technical, account or other',
    });
  });

  it('validates with the spec’s messages, in German and English', async () => {
    const english = app.admin.copy({ language: 'en' });
    const answer = await english.post('/api/faqs', {
      question: 'ab',
      answer: '  x ',
      sortOrder: -1,
      videoUrl: 'javascript:alert(1)',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      question: 'Question must be at least 3 characters',
      answer: 'Answer must be at least 3 characters',
      sortOrder: 'Sort order must be a whole number of at least 0',
      videoUrl: 'The video link must start with http:// or https://',
    });
    const german = await app.admin.post('/api/faqs', { question: 'ab', answer: 'Eine Antwort' });
    expect(german.body.message).toBe('Die Frage muss mindestens 3 Zeichen lang sein');
    for (const sortOrder of [1.5, '2x', true, null])
      expect(
        (await english.post('/api/faqs', faqFields({ sortOrder: sortOrder as number }))).status,
        String(sortOrder),
      ).toBe(400);
    const unknownField = await english.post('/api/faqs', { ...faqFields(), isAdmin: true });
    expect(unknownField.status).toBe(400);
  });

  it('keeps hostile text as text', async () => {
    const hostile = '<img src=x onerror=alert(1)> "; DROP TABLE faqs; --';
    const faq = await createFaq(app.admin, {
      question: hostile,
      answer: `${hostile}\n<script>alert(1)</script>`,
    });
    const user = await app.given.user();
    const listed = (await user.get<Faq[]>('/api/faqs')).body.find((item) => item.id === faq.id);
    expect(listed?.question).toBe(hostile);
    expect(listed?.answer).toBe(`${hostile}\n<script>alert(1)</script>`);
    const nul = await app.admin.post('/api/faqs', faqFields({ question: 'Frage\u0000?' }));
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('Der Text enthält unzulässige Zeichen');
    expect((await app.admin.post('/api/faqs', faqFields({ question: 'Eine\nZeile?' }))).status).toBe(400);
  });

  it('changes the fields sent and keeps the others; deletes', async () => {
    const faq = await createFaq(app.admin, { videoUrl: 'https://example.com/film.mp4' });
    const patched = await app.admin.patch<Faq>(`/api/faqs/${faq.id}`, { isActive: false, sortOrder: 7 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      ...faqFields(),
      isActive: false,
      sortOrder: 7,
      videoUrl: 'https://example.com/film.mp4',
    });
    expect(patched.body.createdAt).toBe(faq.createdAt);
    const cleared = await app.admin.patch<Faq>(`/api/faqs/${faq.id}`, {
      videoUrl: '',
      question: 'Neue Frage?',
    });
    expect(cleared.body).toMatchObject({ videoUrl: null, question: 'Neue Frage?', isActive: false });
    expect((await app.admin.patch(`/api/faqs/${faq.id}`, { answer: 'no' })).status).toBe(400);
    expect((await app.admin.patch('/api/faqs/999999', { sortOrder: 1 })).status).toBe(404);
    expect((await app.admin.delete(`/api/faqs/${faq.id}`)).status).toBe(200);
    const gone = await app.admin.delete(`/api/faqs/${faq.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('FAQ nicht gefunden');
    expect((await app.admin.patch(`/api/faqs/${faq.id}`, { sortOrder: 1 })).status).toBe(404);
    expect(idsOf((await app.admin.get<Faq[]>('/api/faqs?includeInactive=true')).body)).not.toContain(faq.id);
  });

  it('refuses FAQ changes to users (403) and visitors (401)', async () => {
    const faq = await createFaq(app.admin);
    const user = await app.given.user();
    const visitor = app.client();
    for (const [client, status] of [
      [user, 403],
      [visitor, 401],
    ] as const) {
      expect((await client.post('/api/faqs', faqFields())).status).toBe(status);
      expect((await client.patch(`/api/faqs/${faq.id}`, { isActive: false })).status).toBe(status);
      expect((await client.delete(`/api/faqs/${faq.id}`)).status).toBe(status);
    }
    expect((await visitor.get('/api/faqs')).status).toBe(401);
    expect((await visitor.post(`/api/faqs/${faq.id}/feedback`, { helpful: true })).status).toBe(401);
    const [after] = (await app.admin.get<Faq[]>('/api/faqs')).body.filter((item) => item.id === faq.id);
    expect(after).toMatchObject({ isActive: true, question: faq.question });
  });

  it('counts one changeable vote per person; admins see the counts', async () => {
    const faq = await createFaq(app.admin, { question: 'Hilft das?' });
    const [anna, ben, cleo] = [await app.given.user(), await app.given.user(), await app.given.user()];
    for (const [client, helpful] of [
      [anna, true],
      [anna, true],
      [ben, true],
      [cleo, false],
    ] as const) {
      const vote = await client.post(`/api/faqs/${faq.id}/feedback`, { helpful });
      expect(vote.status).toBe(200);
      expect(vote.body).toEqual({ faqId: faq.id, helpful });
    }
    const countsOf = async () =>
      (await app.admin.get<Faq[]>('/api/faqs')).body.find((item) => item.id === faq.id);
    expect(await countsOf()).toMatchObject({ helpfulCount: 2, notHelpfulCount: 1 });
    expect((await ben.post(`/api/faqs/${faq.id}/feedback`, { helpful: false })).status).toBe(200);
    expect(await countsOf()).toMatchObject({ helpfulCount: 1, notHelpfulCount: 2 });
    const seenByBen = (await ben.get<Faq[]>('/api/faqs')).body.find((item) => item.id === faq.id);
    expect(seenByBen).toMatchObject({ myVote: false });
    expect(seenByBen).not.toHaveProperty('helpfulCount');
    const english = anna.copy({ language: 'en' });
    const bad = await english.post(`/api/faqs/${faq.id}/feedback`, { helpful: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please answer yes or no');
    const missing = await english.post('/api/faqs/999999/feedback', { helpful: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('FAQ not found');
  });

  it('hands a person’s votes out in their export and removes them with the account', async () => {
    const faq = await createFaq(app.admin, { question: 'Exportiert?' });
    const user = await app.given.user();
    await user.post(`/api/faqs/${faq.id}/feedback`, { helpful: false });
    const exported = await user.get<UserExport>('/api/user/export');
    expect(exported.body.data.faq?.faq_votes).toEqual([
      expect.objectContaining({ faqId: faq.id, userId: user.user.id, helpful: false }),
    ]);
    expect((await user.request('DELETE', '/api/user', { password: defaultPassword })).status).toBe(200);
    expect(await app.running.stores.events.readStream(`faq-votes-${user.user.id}`)).toEqual([]);
    expect(
      await app.running.readModels.collection(faqModels.faqVotes).find({ userId: user.user.id }),
    ).toEqual([]);
    const counted = (await app.admin.get<Faq[]>('/api/faqs')).body.find((item) => item.id === faq.id);
    expect(counted).toMatchObject({ helpfulCount: 0, notHelpfulCount: 0 });
  });
});
