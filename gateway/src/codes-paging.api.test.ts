import { type AccessCode, encodeCursor, type Page } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import {
  type StoreKind,
  storeKinds,
  type TestClient,
  useTestApp,
  withAdminAndFrequency,
} from './testing/test-app';

type CodePage = Page<AccessCode>;

const list = async (client: TestClient, query: string): Promise<CodePage> => {
  const answer = await client.get<CodePage>(`/api/codes?${query}`);
  expect(answer.status, query).toBe(200);
  return answer.body;
};

/** Every page from the first by `nextCursor`, then from the last back by `prevCursor`. */
async function walk(client: TestClient, filter: string) {
  const forward: CodePage[] = [await list(client, `${filter}&pageSize=4`)];
  while (forward.at(-1)!.nextCursor)
    forward.push(await list(client, `${filter}&pageSize=4&cursor=${forward.at(-1)!.nextCursor}`));
  const backward: CodePage[] = [forward.at(-1)!];
  while (backward.at(-1)!.prevCursor)
    backward.push(await list(client, `${filter}&pageSize=4&cursor=${backward.at(-1)!.prevCursor}`));
  return { forward, backward };
}

const codesOf = (pages: CodePage[]) => pages.flatMap((page) => page.items.map((item) => item.code));

describe.each(storeKinds)('code list paged by cursor on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdminAndFrequency);

  it('walks every page forward and back by cursor, the same rows as one read, with search and status', async () => {
    const batch = await app.admin.post<{ codes: AccessCode[] }>('/api/codes/batch', { count: 25 });
    expect(batch.status).toBe(201);
    const user = await app.given.user();
    for (const { code } of batch.body.codes.slice(0, 7))
      await app.given.token(user, { code, frequencyId: app.frequencyId });
    const digit = batch.body.codes[10]!.code[0]!;
    const filters = [
      'status=all',
      'status=available',
      'status=used',
      `search=${user.user.username}`,
      `search=${digit}`,
      `status=available&search=${digit}`,
    ];
    for (const filter of filters) {
      const whole = await list(app.admin, `${filter}&pageSize=200`);
      expect(whole.nextCursor, filter).toBeNull();
      const { forward, backward } = await walk(app.admin, filter);
      expect(codesOf(forward), filter).toEqual(whole.items.map((item) => item.code));
      expect(codesOf([...backward].reverse()), filter).toEqual(whole.items.map((item) => item.code));
      expect(
        forward.map((page) => page.page),
        filter,
      ).toEqual(forward.map((_, i) => i + 1));
      expect(backward.at(-1)!.page, filter).toBe(1);
      for (const page of forward) expect(page, filter).toMatchObject({ total: whole.total, pageSize: 4 });
      // A numbered page is the same page, with the same cursors.
      if (forward.length > 2)
        expect(await list(app.admin, `${filter}&pageSize=4&page=2`)).toEqual(forward[1]);
    }
    expect((await list(app.admin, 'status=used&pageSize=200')).items).toHaveLength(7);
  });

  it('keeps a page by cursor where it is while codes are added before it', async () => {
    await app.admin.post('/api/codes/batch', { count: 9 });
    const first = await list(app.admin, 'pageSize=3');
    const second = await list(app.admin, `pageSize=3&cursor=${first.nextCursor}`);
    await app.admin.post('/api/codes/batch', { count: 2 });
    // Newer codes go to the top; the page after the second's cursor follows it all the same.
    const third = await list(app.admin, `pageSize=3&cursor=${second.nextCursor}`);
    expect(third.items[0]!.seq).toBeLessThan(second.items.at(-1)!.seq);
    const back = await list(app.admin, `pageSize=3&cursor=${third.prevCursor}`);
    expect(back.items).toEqual(second.items);
    expect(back.page).toBe(2);
  });

  it('answers a garbled or made-up cursor with 400 in the caller language, never 5xx', async () => {
    await app.given.code();
    const made = (value: unknown) =>
      Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
    const hostile = [
      'abc',
      '!!!',
      '%00',
      'x'.repeat(2000),
      made({ d: 'n', p: 1, k: [1, 'a\u0000b'] }),
      made({ d: 'n', p: 0, k: [1, 'a'] }),
      made({ d: 'x', p: 2, k: [1, 'a'] }),
      made({ d: 'n', p: 2, k: [{ $gt: 1 }, 'a'] }),
      made('{"d":"n","p":2,"k":[1e400,"a"]}'),
      made({ d: 'n', p: 2, k: [1] }),
      made({ d: 'n', p: 2, k: [1, 'a'], extra: true }),
      made([1, 2]),
      Buffer.from([0xff, 0xfe, 0x00]).toString('base64url'),
    ];
    for (const cursor of hostile) {
      const answer = await app.admin.get(`/api/codes?cursor=${encodeURIComponent(cursor)}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body.message, cursor).toMatch(/ungültiger Cursor/);
    }
    const english = await app.admin.copy({ language: 'en' }).get('/api/codes?cursor=abc');
    expect(english.status).toBe(400);
    expect(english.body.message).toMatch(/invalid cursor/);
    // Well-formed but pointing anywhere (a string where a number sorts, an unknown id): a page, not an error.
    for (const key of [
      ['zzz', 'NOPE'],
      [null, 1],
      [true, 'A'],
      [-5, 'A'],
    ] as const) {
      const cursor = encodeCursor({ direction: 'next', page: 3, key: [...key] });
      expect((await app.admin.get(`/api/codes?cursor=${cursor}`)).status, String(key)).toBe(200);
      const back = encodeCursor({ direction: 'prev', page: 3, key: [...key] });
      expect((await app.admin.get(`/api/codes?cursor=${back}`)).status, String(key)).toBe(200);
    }
  });
});
