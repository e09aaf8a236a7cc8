// Preload for a benchmark run: counts the statements node-postgres sends, by their start, and
// prints the most frequent at exit (PGlite's are not counted). Decision 0013 was made with it:
//   node_modules/.bin/node --import tsx --import ./bench/count-statements.ts bench/run.ts --only-redemptions
import pg from 'pg';

const counts = new Map<string, number>();
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string } | undefined;
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  const flat = text.replace(/\s+/g, ' ').trim();
  const key = flat.length > 150 ? `${flat.slice(0, 70)} … ${flat.slice(-70)}` : flat;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

process.on('exit', () => {
  console.error('\nstatements sent, most frequent first:');
  for (const [text, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.error(String(count).padStart(8), text);
});
