import type { CurrentUser, LegalPage } from '@et/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerOf, newPage, screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();

/** The names of the links in a navigation landmark, in order. */
const linkNames = (page: Page, navigation: string) =>
  page
    .getByRole('dialog')
    .getByRole('navigation', { name: navigation })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.textContent?.trim()));

/** Whether the element lies in the window, below the sticky header. */
const inView = (page: Page, selector: string) =>
  page.evaluate(`(() => {
    const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return !!box && box.top >= header - 1 && box.bottom <= innerHeight;
  })()`);

describe('Konto in the menus, the account page, and the footer’s legal links', () => {
  it('the phone’s side sheet lists Konto, Einstellungen and (admins) Admin-Bereich under the username', async () => {
    const user = await e2e.server.given.user();
    await user.post('/api/user/complete-onboarding');
    const { context, page } = await signedInPage(e2e.browser, user, { width: 390, path: '/frequencies' });
    await page.getByRole('button', { name: /^Menü öffnen/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Konto' }).waitFor();
    expect(await linkNames(page, 'Benutzermenü')).toEqual(['Konto', 'Einstellungen']);
    expect(await linkNames(page, 'Hauptnavigation')).not.toContain('Konto');
    await screenshot(page, 'account-sheet-390');
    await page.getByRole('dialog').getByRole('link', { name: 'Konto' }).click();
    await page.waitForURL(`${e2e.server.url}/account`);
    await context.close();

    const admin = await e2e.server.given.admin();
    await admin.post('/api/user/complete-onboarding');
    const sheet = await signedInPage(e2e.browser, admin, { width: 390, path: '/frequencies' });
    await sheet.page.getByRole('button', { name: /^Menü öffnen/ }).click();
    await sheet.page.getByRole('dialog').getByRole('link', { name: 'Konto' }).waitFor();
    expect(await linkNames(sheet.page, 'Benutzermenü')).toEqual(['Konto', 'Einstellungen', 'Admin-Bereich']);
    await sheet.context.close();

    // On a desktop the user menu holds the same, in the spec's order.
    const desktop = await signedInPage(e2e.browser, admin, { width: 1280, path: '/frequencies' });
    await desktop.page.getByRole('button', { name: /^Benutzermenü/ }).click();
    await desktop.page.getByRole('menuitem', { name: 'Konto' }).waitFor();
    const items = await desktop.page
      .getByRole('menu')
      .getByRole('menuitem')
      .evaluateAll((entries) => entries.map((entry) => entry.textContent?.trim()));
    expect(items).toEqual(['Konto', 'Einstellungen', 'Admin-Bereich', 'Abmelden']);
    await desktop.page.getByRole('menuitem', { name: 'Konto' }).click();
    await desktop.page.waitForURL(`${e2e.server.url}/account`);
    await desktop.context.close();
  });

  it('Konto holds profile, language, data export and deletion; the language chosen there is the account’s', async () => {
    const user = await e2e.server.given.user();
    await user.post('/api/user/complete-onboarding');
    const { context, page } = await signedInPage(e2e.browser, user, { width: 390, path: '/account' });
    await page.getByRole('heading', { name: 'Konto', level: 1 }).waitFor();
    for (const card of ['Benutzerprofil', 'Sprache', 'Meine Daten'])
      await page.getByRole('heading', { name: card }).waitFor();
    await page.getByRole('button', { name: 'Meine Daten herunterladen' }).waitFor();
    await page.getByRole('button', { name: 'Konto löschen' }).waitFor();
    expect(await page.getByLabel('E-Mail').inputValue()).toBe(user.user.email);
    await screenshot(page, 'account-390');

    const language = page.getByRole('radiogroup', { name: 'Sprache' });
    expect(await language.getByRole('radio', { name: 'Deutsch' }).isChecked()).toBe(true);
    await answerOf(page, 'PATCH', '/api/user/language', () =>
      language.getByRole('radio', { name: 'English' }).check(),
    );
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    await page.getByText('Language saved').first().waitFor();
    expect((await user.get<CurrentUser>('/api/user')).body.language).toBe('en');
    await screenshot(page, 'account-en-390');

    // /settings still opens, and leads there for anyone who looks for the profile.
    await page.goto(`${e2e.server.url}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Go to your account/ }).click();
    await page.waitForURL(`${e2e.server.url}/account`);
    await context.close();
  });

  it('the footer has Nutzungsbedingungen and Kontakt; Kontakt shows the Impressum’s contact details', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 390 });
    await page.goto(`${e2e.server.url}/auth`);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Impressum' }).waitFor();
    expect(
      await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.textContent?.trim())),
    ).toEqual(['Impressum', 'Datenschutz', 'Nutzungsbedingungen', 'Kontakt', 'Version 1.1']);
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await page.screenshot({ path: 'artifacts/footer-legal-390.png' });

    await footer.getByRole('link', { name: 'Nutzungsbedingungen' }).click();
    await page.waitForURL(`${e2e.server.url}/nutzungsbedingungen`);
    await page.getByRole('heading', { name: 'Nutzungsbedingungen', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Kein Ersatz für ärztlichen Rat' }).waitFor();
    await screenshot(page, 'nutzungsbedingungen-390');

    await footer.getByRole('link', { name: 'Kontakt' }).click();
    await page.waitForURL(`${e2e.server.url}/impressum#kontakt`);
    await page.getByRole('heading', { name: 'Kontakt', level: 2 }).waitFor();
    await expect.poll(() => inView(page, '#kontakt')).toBe(true);
    await page.screenshot({ path: 'artifacts/impressum-kontakt-390.png' });
    await context.close();

    // In English the contact heading is "Contact", and the same link finds it.
    const english = await newPage(e2e.browser, { width: 390, locale: 'en-US' });
    await english.page.goto(`${e2e.server.url}/auth`);
    await english.page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' }).waitFor();
    await english.page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await english.page.getByRole('heading', { name: 'Contact', level: 2 }).waitFor();
    await expect.poll(() => inView(english.page, '#kontakt')).toBe(true);
    await english.context.close();
  });

  it('an admin writes the terms of use in the settings like the Impressum', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      width: 390,
      path: '/admin/settings',
    });
    await page.getByRole('button', { name: 'Nutzungsbedingungen', exact: true }).click();
    const form = page.getByRole('form', { name: 'Nutzungsbedingungen' });
    await form.getByLabel('Text (Deutsch)').fill('# Geltung\n\nDiese Bedingungen gelten für alle.');
    await form.getByLabel('Text (Englisch)').fill('# Scope\n\nThese terms apply to everyone.');
    const saved = await answerOf<LegalPage>(page, 'PATCH', '/api/legal/nutzungsbedingungen', () =>
      form.getByRole('button', { name: 'Speichern' }).click(),
    );
    expect(saved.isDefault).toBe(false);
    await context.close();

    const visitor = await newPage(e2e.browser, { width: 390 });
    await visitor.page.goto(`${e2e.server.url}/nutzungsbedingungen`);
    await visitor.page.getByText('Diese Bedingungen gelten für alle.').waitFor();
    await visitor.context.close();
  });
});
