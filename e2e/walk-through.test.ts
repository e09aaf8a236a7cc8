import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

// What a walk-through on a German phone found (issue 12): the onboarding's redeem, toasts, the
// user menu, the language toggle, the not-found page.

const e2e = useServerAndBrowser();

beforeAll(async () => {
  await e2e.server.given.frequency({ nameDE: 'Liebe', nameEN: 'Love', color: 'red' });
});

describe('walk-through fixes', () => {
  it('redeeming in the onboarding moves on to step 3 and names the token; a refused code is said beside the field', async () => {
    const user = await e2e.server.given.user();
    const code = await e2e.server.given.code();
    const { context, page } = await signedInPage(e2e.browser, user, { width: 390, path: '/' });
    const onboarding = page.getByRole('dialog', { name: 'Erste Schritte' });
    await onboarding.getByRole('button', { name: 'Weiter' }).click();
    await onboarding.getByRole('heading', { name: 'Energietaler aktivieren' }).waitFor();

    const input = onboarding.getByLabel('Code', { exact: true });
    await input.fill('ZZZZZZ');
    await onboarding.getByRole('button', { name: 'Hinzufügen' }).click();
    const pick = page.getByRole('dialog', { name: 'Frequenz wählen' });
    await pick.locator('label', { hasText: 'Liebe' }).click();
    await pick.getByRole('button', { name: 'Energietaler erstellen' }).click();
    const refusal = onboarding.getByRole('alert');
    await refusal.getByText('Ungültiger oder bereits verwendeter Code').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await onboarding.getByRole('heading', { name: 'Energietaler aktivieren' }).isVisible()).toBe(true);
    await input.fill(code);
    expect(await refusal.count()).toBe(0);

    await onboarding.getByRole('button', { name: 'Hinzufügen' }).click();
    await pick.locator('label', { hasText: 'Liebe' }).click();
    await pick.getByRole('button', { name: 'Energietaler erstellen' }).click();
    await onboarding.getByRole('heading', { name: 'Frequenzen entdecken' }).waitFor();
    await onboarding
      .getByRole('status')
      .getByText('„Energietaler 1“ wurde erstellt und steht jetzt auf Ihrem Dashboard.')
      .waitFor();
    await onboarding.getByText('Schritt 3 von 3').waitFor();
    await screenshot(page, 'walk-through-onboarding-redeemed-390');
    expect((await user.get<{ onboardingStep: number }>('/api/user')).body.onboardingStep).toBe(3);

    // The success toast of finishing: at the top on a phone, labelled region, gone after ~3 s.
    await onboarding.getByRole('button', { name: 'Fertig' }).click();
    const region = page.getByRole('region', { name: 'Benachrichtigungen' });
    const toast = region.getByRole('listitem').filter({ hasText: 'Onboarding abgeschlossen' });
    await toast.waitFor();
    const box = await toast.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(844 / 2);
    await screenshot(page, 'walk-through-toast-390');
    await toast.waitFor({ state: 'detached', timeout: 4500 });
    await context.close();
  });

  it('toasts sit bottom right on a desktop; errors stay longer and interrupt', async () => {
    const user = await e2e.server.given.user();
    await user.post('/api/user/complete-onboarding');
    const { context, page } = await signedInPage(e2e.browser, user, { width: 1280, path: '/' });
    const input = page.getByLabel('Code', { exact: true });
    await input.fill('AB');
    await input.press('Enter');
    const toast = page.getByRole('region', { name: 'Benachrichtigungen' }).getByRole('listitem');
    await toast.getByText('Ungültiger Code').waitFor();
    const box = await toast.boundingBox();
    expect(box!.y).toBeGreaterThan(400);
    expect(box!.x).toBeGreaterThan(800);
    // Radix announces an error toast in its assertive live region.
    await page.locator('[aria-live="assertive"]').getByText('Ungültiger Code').first().waitFor();
    await page.waitForTimeout(3500);
    expect(await toast.isVisible()).toBe(true);
    await context.close();
  });

  it('one user-menu entry per destination; the language buttons are named by their text', async () => {
    const user = await e2e.server.given.user();
    await user.post('/api/user/complete-onboarding');
    const { context, page } = await signedInPage(e2e.browser, user, { width: 1280, path: '/settings' });
    await page.getByRole('button', { name: `Benutzermenü: ${user.user.username}` }).click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Einstellungen' }).waitFor();
    // Konto (/account) and Einstellungen (/settings) are two destinations: one entry each.
    expect(await menu.getByRole('menuitem', { name: 'Konto' }).count()).toBe(1);
    expect(await menu.getByRole('menuitem', { name: 'Einstellungen' }).count()).toBe(1);
    await page.keyboard.press('Escape');

    const language = page.getByRole('group', { name: 'Sprache' });
    const de = language.getByRole('button', { name: 'DE', exact: true });
    const en = language.getByRole('button', { name: 'EN', exact: true });
    expect(await de.getAttribute('aria-pressed')).toBe('true');
    expect(await en.getAttribute('lang')).toBe('en');
    await en.click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    // The group is named in the language now shown.
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'EN', pressed: true })
      .waitFor();
    await context.close();
  });

  it('the header fits beside the logo from 1024 px on, with a long name and an admin', async () => {
    const user = await e2e.server.given.user({ username: 'annemarie-mustermann-lang', isAdmin: true });
    await user.post('/api/user/complete-onboarding');
    for (const width of [1024, 1280]) {
      const { context, page } = await signedInPage(e2e.browser, user, { width, path: '/faq' });
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'FAQ' })
        .waitFor();
      await page.getByRole('button', { name: /^Benutzermenü/ }).waitFor();
      const boxes = await page.evaluate<{ left: number; right: number; height: number }[]>(
        `[...document.querySelector('header > div').children].map((e) => e.getBoundingClientRect()).filter((b) => b.width > 0).map(({ left, right, height }) => ({ left, right, height }))`,
      );
      for (let index = 1; index < boxes.length; index++)
        expect(boxes[index]!.left).toBeGreaterThanOrEqual(boxes[index - 1]!.right - 0.5);
      // No label wraps onto a second line.
      for (const box of boxes) expect(box.height).toBeLessThanOrEqual(48);
      await context.close();
    }
  });

  it('the not-found page speaks German with a way home, English in English, never the developer hint', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 390 });
    await page.goto(`${e2e.server.url}/gibt-es-nicht`);
    await page.getByRole('heading', { name: '404 – Seite nicht gefunden' }).waitFor();
    expect(await page.getByText('Did you forget').count()).toBe(0);
    await page.getByRole('link', { name: 'Zur Startseite', exact: true }).click();
    await page.waitForURL(/\/auth/);
    await context.close();

    const english = await newPage(e2e.browser, { width: 390, locale: 'en-US' });
    await english.page.goto(`${e2e.server.url}/nothing-here`);
    await english.page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await english.page.getByRole('link', { name: 'Back to home', exact: true }).waitFor();
    await english.context.close();
  });
});
