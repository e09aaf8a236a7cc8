// Lighthouse, mobile with simulated throttling (its default), on /auth (a visitor), / (signed
// in by a session cookie) and /admin (the admin the started app creates), three runs each; prints
// the median of each figure against issue 25's targets. Not part of `npm test` (a run takes minutes).
//
//   npm run bench:lighthouse                                  # starts the app on a free port
//   LIGHTHOUSE_URL=http://127.0.0.1:3000 npm run bench:lighthouse   # a running app
//
// On a running app `/admin` needs its admin: LIGHTHOUSE_ADMIN=username:password (else it is
// skipped). LIGHTHOUSE_PAGES=/auth,/admin measures only those pages.
//
// FRONTEND_DIST picks the build the started app serves; CHROMIUM_PATH the browser
// (/usr/bin/chromium); LIGHTHOUSE_RUNS the runs per page (3). LIGHTHOUSE_DETAILS=1 prints the
// diagnostics (LCP element and phases, long tasks, request chains); LIGHTHOUSE_TRACES=<folder>
// keeps each run's Chrome trace and report there (open a trace in DevTools' Performance panel).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { admin, startServer } from '../e2e/support/server';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const targets = { performance: 95, lcpMs: 2500, tbtMs: 200, cls: 0.1, seo: 95 };

interface Figures {
  performance: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

/** A new account that has seen the onboarding (a returning user's start page). */
async function signedInCookie(url: string): Promise<string> {
  const username = `lighthouse${Date.now() % 1_000_000}`;
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'lighthouse-password-1' }),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  await fetch(`${url}/api/user/complete-onboarding`, { method: 'POST', headers: { cookie } });
  return cookie;
}

/** The admin's session cookie (`username:password`). */
async function adminCookie(url: string, credentials: string): Promise<string> {
  const separator = credentials.indexOf(':');
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: credentials.slice(0, separator),
      password: credentials.slice(separator + 1),
    }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const traces = process.env.LIGHTHOUSE_TRACES;
let traced = 0;

async function audit(url: string, cookie?: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--lang=de-DE'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    if (!result) throw new Error('no result');
    const { categories, audits } = result.lhr;
    if (traces) {
      mkdirSync(traces, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-') || '-'}${++traced}`;
      writeFileSync(path.join(traces, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
      writeFileSync(path.join(traces, `${name}.report.json`), JSON.stringify(result.lhr));
    }
    if (process.env.LIGHTHOUSE_DETAILS) {
      for (const id of [
        'largest-contentful-paint-element',
        'render-blocking-resources',
        'bootup-time',
        'long-tasks',
        'mainthread-work-breakdown',
        'critical-request-chains',
        'lcp-phases',
      ]) {
        console.log(
          id,
          (JSON.stringify(audits[id]?.details ?? audits[id]?.displayValue) ?? '').slice(0, 1500),
        );
      }
    }
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function report(page: string, results: Figures[]): boolean {
  const m = (key: keyof Figures) => median(results.map((result) => result[key]));
  const row = (name: string, shown: string, ok: boolean, target: string) =>
    `  ${name.padEnd(12)} ${shown.padStart(8)}   ${ok ? 'ok ' : 'MISS'} (target ${target})`;
  const lines = [
    row(
      'performance',
      String(m('performance')),
      m('performance') >= targets.performance,
      `>= ${targets.performance}`,
    ),
    row('LCP', `${(m('lcpMs') / 1000).toFixed(2)} s`, m('lcpMs') <= targets.lcpMs, '<= 2.5 s'),
    row('TBT', `${Math.round(m('tbtMs'))} ms`, m('tbtMs') <= targets.tbtMs, '<= 200 ms'),
    row('CLS', m('cls').toFixed(3), m('cls') <= targets.cls, '<= 0.1'),
    // robots.txt keeps search engines out of /admin on purpose: Lighthouse's "is crawlable" fails there.
    page.startsWith('/admin')
      ? `  ${'SEO'.padEnd(12)} ${String(m('seo')).padStart(8)}   (not a target: /admin is disallowed in robots.txt)`
      : row('SEO', String(m('seo')), m('seo') >= targets.seo, `>= ${targets.seo}`),
    `  ${'FCP'.padEnd(12)} ${`${(m('fcpMs') / 1000).toFixed(2)} s`.padStart(8)}`,
    `  ${'Speed Index'.padEnd(12)} ${`${(m('speedIndexMs') / 1000).toFixed(2)} s`.padStart(8)}`,
  ];
  console.log(
    `${page}: median of ${results.length} runs (each: ${results.map((r) => r.performance).join(', ')})`,
  );
  console.log(lines.join('\n'));
  return !lines.some((line) => line.includes('MISS'));
}

const given = process.env.LIGHTHOUSE_URL;
const app = given ? { url: given.replace(/\/$/, ''), stop: async () => {} } : await startServer();
let allMet = true;
const adminCredentials = given ? process.env.LIGHTHOUSE_ADMIN : `${admin.username}:${admin.password}`;
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
try {
  const cookie = await signedInCookie(app.url);
  const pages: [string, string | undefined][] = [
    ['/auth', undefined],
    ['/', cookie],
  ];
  if (adminCredentials) pages.push(['/admin', await adminCookie(app.url, adminCredentials)]);
  else console.log('/admin skipped: LIGHTHOUSE_ADMIN not set');
  for (const [page, pageCookie] of pages) {
    if (only && !only.includes(page)) continue;
    const results: Figures[] = [];
    for (let run = 0; run < runs; run++) results.push(await audit(`${app.url}${page}`, pageCookie));
    allMet = report(page, results) && allMet;
  }
} finally {
  await app.stop();
}
process.exitCode = allMet ? 0 : 1;
