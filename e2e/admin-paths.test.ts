import { describe, expect, it } from 'vitest';
import { screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();

/** The spec's admin side navigation (section 2), its route table's /admin/faqs, and the tab each opens. */
const sideNavigation: Array<[path: string, tab: string]> = [
  ['/admin', 'users'],
  ['/admin/users', 'users'],
  ['/admin/codes', 'codes'],
  ['/admin/frequencies', 'frequencies'],
  ['/admin/ring-types', 'ring-types'],
  ['/admin/rewards', 'rewards'],
  ['/admin/ring-requests', 'requests'],
  ['/admin/faq', 'faqs'],
  ['/admin/faqs', 'faqs'],
  ['/admin/settings', 'settings'],
];

describe('admin paths and the manual code field on a 390 px phone', () => {
  it('every path of the spec’s admin side navigation opens its tab (design reading 3)', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), { width: 390 });
    for (const [path, tab] of sideNavigation) {
      await page.goto(`${e2e.server.url}${path}`);
      const selected = page.locator('[role="tab"][aria-selected="true"]');
      await expect.poll(() => selected.getAttribute('data-tab'), { message: path }).toBe(tab);
    }
    // The FAQ tab's own content is there, not only its name.
    await page.goto(`${e2e.server.url}/admin/faq`);
    await page.getByRole('tabpanel').getByRole('button', { name: 'FAQ hinzufügen' }).first().waitFor();
    await screenshot(page, 'admin-faq-path-390');
    await context.close();
  });

  it('says "Code muss genau 6 Ziffern haben" once typing pauses on fewer digits, and takes it back at six', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      width: 390,
      path: '/admin/codes',
    });
    const input = page.getByLabel('Code manuell hinzufügen');
    const add = page.getByRole('button', { name: 'Hinzufügen', exact: true });
    const message = page.getByText('Code muss genau 6 Ziffern haben');
    await page.waitForLoadState('networkidle');
    await input.click();
    await input.pressSequentially('1234', { delay: 60 });
    // Still typing: no message yet.
    expect(await message.count()).toBe(0);
    // The field is not left (a phone user looks at the disabled button), yet the message comes.
    await message.waitFor({ timeout: 5000 });
    expect(await input.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await add.isDisabled()).toBe(true);
    await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: 'artifacts/admin-manual-code-message-390.png' });
    await input.pressSequentially('56', { delay: 60 });
    await message.waitFor({ state: 'detached' });
    expect(await add.isEnabled()).toBe(true);
    await context.close();
  });

  it('says it in English too, and for ring codes', async () => {
    const admin = await e2e.server.given.admin();
    const { context, page } = await signedInPage(e2e.browser, admin, {
      width: 390,
      locale: 'en-US',
      path: '/admin/codes',
    });
    const input = page.getByLabel('Add a code manually');
    // Typed once the page has settled (its texts and lists loaded), as a person would.
    await page.waitForLoadState('networkidle');
    await input.click();
    await input.pressSequentially('98', { delay: 60 });
    await page.getByText('Code must be exactly 6 digits').waitFor({ timeout: 5000 });
    await context.close();

    const german = await signedInPage(e2e.browser, admin, { width: 390, path: '/admin/ring-codes' });
    const ringCode = german.page.getByLabel('Ring-Code manuell hinzufügen');
    await german.page.waitForLoadState('networkidle');
    await ringCode.click();
    await ringCode.pressSequentially('AB1', { delay: 60 });
    await german.page
      .getByText('Ring-Code muss genau 6 Buchstaben oder Ziffern haben')
      .waitFor({ timeout: 5000 });
    await german.context.close();
  });
});
