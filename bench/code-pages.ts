import { type AccessCode, codeModels } from '@et/contracts';
import { benchAdmin, call, login, ms, percentile, section, seed, startApp } from './support';

interface CodePage {
  items: AccessCode[];
  nextCursor?: string | null;
}

/** 6. The admin's code list on 100,000 codes: the last page and a search against the first. */
export async function codePages(
  results: Record<string, unknown>,
  quick: boolean,
  label: string,
  env: Record<string, string>,
) {
  const { running, url } = await startApp(env);
  const total = quick ? 20_000 : 100_000;
  const now = new Date().toISOString();
  await seed(running, codeModels.codes, total, (i) => ({
    id: String(300000 + i),
    code: String(300000 + i),
    isUsed: i % 4 === 0,
    userId: i % 4 === 0 ? 7 : null,
    username: i % 4 === 0 ? 'someone' : null,
    tokenId: i % 4 === 0 ? i + 1 : null,
    createdAt: now,
    usedAt: i % 4 === 0 ? now : null,
    seq: i + 1,
  }));
  const admin = await login(url, benchAdmin.username, benchAdmin.password);
  const pageSize = 50;
  const lastPage = Math.ceil(total / pageSize);
  const middle = Math.ceil(lastPage / 2);
  const list = (query: string) =>
    call<CodePage>(`${url}/api/codes?pageSize=${pageSize}&${query}`, 'GET', admin);
  // A cursor is what the page before hands out (the admin's "next").
  const cursorTo = async (page: number) => {
    const cursor = (await list(`page=${page - 1}`)).nextCursor;
    if (!cursor) throw new Error(`page ${page - 1} hands out no cursor`);
    return `cursor=${encodeURIComponent(cursor)}`;
  };
  const targets: Record<string, string> = {
    [`first page (${1})`]: 'page=1',
    [`middle page (${middle}) by number`]: `page=${middle}`,
    [`last page (${lastPage}) by number`]: `page=${lastPage}`,
    [`middle page (${middle}) by cursor`]: await cursorTo(middle),
    [`last page (${lastPage}) by cursor`]: await cursorTo(lastPage),
    // The admin's search box: through the trigram index, not a scan of every code.
    'search for one code': `page=1&search=${300000 + Math.floor(total / 3)}`,
  };
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  const rounds = quick ? 10 : 30;
  for (let round = 0; round < rounds + 3; round++) {
    for (const [name, query] of Object.entries(targets)) {
      const t0 = performance.now();
      const answer = await list(query);
      if (answer.items.length === 0) throw new Error(`${name} is empty`);
      if (round >= 3) times[name]!.push(performance.now() - t0);
    }
  }
  const p50 = Object.fromEntries(Object.entries(times).map(([name, list]) => [name, percentile(list, 0.5)]));
  const first = p50[`first page (${1})`]!;
  const byCursor = Object.keys(targets).filter((name) => name.endsWith('by cursor'));
  const worstCursor = Math.max(...byCursor.map((name) => p50[name]! / first));
  section(results, 'codePages')[label] = { codes: total, p50, worstCursorToFirst: worstCursor };
  console.log(`\n6. GET /api/codes on ${total.toLocaleString('en')} codes, ${pageSize} per page, ${label}`);
  console.table(
    Object.fromEntries(
      Object.keys(targets).map((name) => [
        name,
        {
          p50: ms(p50[name]!),
          p95: ms(percentile(times[name]!, 0.95)),
          'to first': `${(p50[name]! / first).toFixed(2)}x`,
        },
      ]),
    ),
  );
  console.log(
    `   pages by cursor (the admin's next and previous): at most ${worstCursor.toFixed(2)}x the first (target <= 1.5x); a jump by number to the middle scans the pages before it`,
  );
  await running.close();
}
