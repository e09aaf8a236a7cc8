import type { AccessCode, Page } from '@et/contracts';
import type { Page as BrowserPage } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();

/** Clicks a pager button and returns the code list answer it asked for, with its URL. */
async function step(page: BrowserPage, button: 'Weiter' | 'Zurück') {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/codes' && r.request().method() === 'GET'),
    page.getByRole('navigation', { name: 'Seiten' }).getByRole('button', { name: button }).click(),
  ]);
  return { url: new URL(response.url()), body: (await response.json()) as Page<AccessCode> };
}

describe('admin: code list pages in the browser', () => {
  it('steps to the next and previous page by cursor, showing the page numbers', async () => {
    const admin = await e2e.server.given.admin();
    expect((await admin.post('/api/codes/batch', { count: 45 })).status).toBe(201);
    const { context, page } = await signedInPage(e2e.browser, admin, { width: 1280, path: '/admin/codes' });
    try {
      const pager = page.getByRole('navigation', { name: 'Seiten' });
      await pager.getByText(/^Seite 1 von \d+/).waitFor();
      const firstRow = await page
        .getByTestId(/^code-row-/)
        .first()
        .getAttribute('data-testid');

      const next = await step(page, 'Weiter');
      expect(next.url.searchParams.get('cursor')).toBeTruthy();
      expect(next.body.page).toBe(2);
      await pager.getByText(/^Seite 2 von \d+/).waitFor();
      await page.getByTestId(`code-row-${next.body.items[0]!.code}`).waitFor();
      expect(await page.getByTestId(firstRow!).count()).toBe(0);

      const back = await step(page, 'Zurück');
      expect(back.url.searchParams.get('cursor')).toBeTruthy();
      expect(back.body.page).toBe(1);
      await pager.getByText(/^Seite 1 von \d+/).waitFor();
      await page.getByTestId(firstRow!).waitFor();
    } finally {
      await context.close();
    }
  });
});
