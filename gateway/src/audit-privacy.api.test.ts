import { isDeclaredEvent } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { allEvents, type StoreKind, storeKinds, type TestClient, useTestApp } from './testing/test-app';

/** Every answer an admin can ask for about the site, all audit pages included. */
async function everyAdminAnswer(admin: TestClient, userId: number, tokenId: number, code: string) {
  const urls = [
    '/api/users?pageSize=100',
    '/api/codes?pageSize=200',
    '/api/admin/stats',
    '/api/frequencies',
    '/api/website-settings',
    `/api/audit?userId=${userId}&pageSize=100`,
    `/api/audit?tokenId=${tokenId}&pageSize=100`,
    `/api/audit?code=${code}&pageSize=100`,
  ];
  const total = (await admin.get<{ total: number }>('/api/audit?pageSize=100')).body.total;
  for (let page = 1; page <= Math.ceil(total / 100); page++)
    urls.push(`/api/audit?pageSize=100&page=${page}`);
  const answers: string[] = [];
  for (const url of urls) {
    const answer = await admin.get(url);
    expect(answer.status, url).toBe(200);
    answers.push(JSON.stringify(answer.body));
  }
  return answers;
}

describe.each(storeKinds)(
  'the audit trail keeps what people write to themselves on %s',
  (kind: StoreKind) => {
    const app = useTestApp(kind);

    it('shows no free text a person wrote in any admin answer, and records only declared events', async () => {
      const marker = `marker${Date.now()}`;
      const user = await app.given.user();
      const token = await app.given.token(user, { name: `${marker} eins` });
      expect((await user.patch(`/api/energy-tokens/${token.id}`, { name: `${marker} zwei` })).status).toBe(
        200,
      );
      expect(
        (await user.post(`/api/codes/${marker}/redeem`, { frequencyId: token.frequencyId })).status,
      ).toBe(409);
      const admin = await app.given.admin();
      // The trail still tells what happened to the token.
      const history = await admin.get(`/api/audit?tokenId=${token.id}`);
      expect(history.body.items.map((entry: { type: string }) => entry.type)).toEqual(
        expect.arrayContaining(['CodeRedeemed', 'TokenRenamed']),
      );

      for (const answer of await everyAdminAnswer(admin, user.user.id, token.id, token.code))
        expect(answer.toLowerCase()).not.toContain(marker);
      // The owner still reads what they wrote.
      expect(JSON.stringify((await user.get('/api/energy-tokens')).body)).toContain(`${marker} zwei`);

      const undeclared = (await allEvents(app))
        .map((event) => event.type)
        .filter((type) => !isDeclaredEvent(type));
      expect(undeclared).toEqual([]);
    });
  },
);
