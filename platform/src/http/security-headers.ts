/** The security headers of every answer, by what is answered: a page, or the JSON API. */
const pageCsp = (inlineScripts: readonly string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' https:",
    "connect-src 'self'",
    "font-src 'self' data:",
    'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

/** Pages and assets: the full policy for the app. */
const pageHeadersWith = (inlineScripts: readonly string[]) => ({
  'content-security-policy': pageCsp(inlineScripts),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
});
let pageHeaders = pageHeadersWith([]);

/**
 * API answers are JSON, never rendered: a policy that allows nothing is stricter and short
 * (header bytes are most of a small answer's cost). Never cached: they may be personal.
 */
const apiHeaders = {
  'content-security-policy': "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** Pages whose address carries a secret (the reset link's token) send no Referer anywhere. */
const secretBearingPages = ['/reset-password'];
let secretPageHeaders = { ...pageHeaders, 'referrer-policy': 'no-referrer' };

/**
 * The app's page may run these inline scripts, named by their CSP hash (`sha256-…`): the gateway
 * passes those of the built index.html (its fallback when the app's script does not load). Nothing
 * else inline runs; `'unsafe-inline'` stays off for scripts.
 */
export function allowInlineScripts(hashes: readonly string[]): void {
  pageHeaders = pageHeadersWith(hashes);
  secretPageHeaders = { ...pageHeaders, 'referrer-policy': 'no-referrer' };
}

function carriesSecret(url: string): boolean {
  return secretBearingPages.some(
    (page) => url === page || url.startsWith(`${page}?`) || url.startsWith(`${page}/`),
  );
}

/** The API's own documentation page (Swagger UI and its assets) is a page; its JSON is not. */
const docsPage = '/api/docs';
const docsPageHeaders = { ...pageHeadersWith([]), 'cache-control': 'no-store' };

function isDocsPage(url: string): boolean {
  return (
    url === docsPage ||
    url.startsWith(`${docsPage}/static/`) ||
    url === `${docsPage}/` ||
    url.startsWith(`${docsPage}?`)
  );
}

/**
 * Hashed scripts and styles of the build are never rendered as a page (their type is fixed by
 * nosniff), so a page's policy means nothing there; it cost every script of the first page about
 * 600 bytes of headers (issue 12's 120 KB budget counts them). Images keep the full set: an SVG
 * opened on its own is a page.
 */
const scriptAndStyleHeaders = { 'x-content-type-options': 'nosniff' };
const scriptOrStyle = /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/;

/** One precomputed set per kind of answer (this runs on every request). */
export function securityHeadersFor(url: string): Record<string, string> {
  if (url.startsWith('/api/')) return isDocsPage(url) ? docsPageHeaders : apiHeaders;
  if (scriptOrStyle.test(url)) return scriptAndStyleHeaders;
  return carriesSecret(url) ? secretPageHeaders : pageHeaders;
}
