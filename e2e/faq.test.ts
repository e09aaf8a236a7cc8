import type { Faq, FaqBody } from '@et/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerOf, newPage, screenshot, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const FILE_VIDEO = 'https://example.com/film.mp4';

async function givenFaq(fields: FaqBody): Promise<Faq> {
  const admin = await e2e.server.given.admin();
  const answer = await admin.post<Faq>('/api/faqs', fields);
  if (answer.status !== 201) throw new Error(`given FAQ: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const item = (page: Page, faq: Faq) => page.getByTestId(`faq-item-${faq.id}`);
const trigger = (page: Page, faq: Faq) => page.getByRole('button', { name: faq.question });
const isOpen = async (page: Page, faq: Faq) =>
  (await trigger(page, faq).getAttribute('aria-expanded')) === 'true';

describe('FAQ in the browser', () => {
  let price: Faq;
  let exercise: Faq;
  let account: Faq;
  let hidden: Faq;

  it('filters, searches without umlauts, opens one answer at a time, loads a video on click and votes', async () => {
    price = await givenFaq({
      question: 'Was kostet ein Energietaler?',
      answer: 'Ein Energietaler kostet einmalig.\nDer Code liegt bei.',
      category: 'general',
      sortOrder: 0,
      videoUrl: FILE_VIDEO,
    });
    exercise = await givenFaq({
      question: 'Wie oft soll ich die Übung machen?',
      answer: 'Jeden Morgen fünf Minuten.',
      category: 'usage',
      sortOrder: 1,
      videoUrl: YOUTUBE,
    });
    account = await givenFaq({
      question: 'Wie lösche ich mein Konto?',
      answer: 'In den Einstellungen.',
      category: 'account',
      sortOrder: 2,
    });
    hidden = await givenFaq({ question: 'Geheime Frage?', answer: 'Noch nicht fertig.', isActive: false });

    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.user(), {
      width: 390,
      // Not the dashboard: its onboarding drawer may open over the page first.
      path: '/settings',
    });
    // The floating button bottom right leads there from any page (the spec's FAQ button).
    await page.getByRole('link', { name: 'Häufige Fragen öffnen' }).click();
    await page.waitForURL(/\/faq$/);
    await page.getByRole('heading', { name: 'Häufige Fragen' }).waitFor();
    expect(await page.getByRole('link', { name: 'Häufige Fragen öffnen' }).count()).toBe(0);
    await item(page, price).waitFor();
    expect(await page.getByText(hidden.question).count()).toBe(0);
    // The first answer is open, the others closed.
    expect(await isOpen(page, price)).toBe(true);
    expect(await isOpen(page, exercise)).toBe(false);
    await page.getByText('Der Code liegt bei.').waitFor();
    // Any other link plays in the browser's own player.
    expect(await item(page, price).locator('video[controls]').getAttribute('src')).toBe(FILE_VIDEO);

    // One at a time, and collapsible.
    await trigger(page, exercise).click();
    expect(await isOpen(page, exercise)).toBe(true);
    expect(await isOpen(page, price)).toBe(false);
    await trigger(page, exercise).click();
    expect(await isOpen(page, exercise)).toBe(false);

    // "ubung" finds "Übung"; the first match opens.
    const search = page.getByLabel('FAQs durchsuchen');
    await search.fill('ubung');
    await item(page, price).waitFor({ state: 'detached' });
    expect(await isOpen(page, exercise)).toBe(true);
    // YouTube loads nothing until asked.
    const exerciseItem = item(page, exercise);
    expect(await exerciseItem.locator('iframe').count()).toBe(0);
    await exerciseItem.getByTestId('faq-video-placeholder').waitFor();
    await screenshot(page, 'faq-search-390');
    await exerciseItem.getByRole('button', { name: 'Video von YouTube laden' }).click();
    expect(await exerciseItem.locator('iframe').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );

    await search.fill('Ringgröße');
    await page.getByText('Keine FAQs gefunden').waitFor();
    await search.fill('');

    const categories = page.getByRole('group', { name: 'Kategorie' });
    await categories.getByRole('button', { name: 'Konto' }).click();
    await item(page, account).waitFor();
    expect(await item(page, price).count()).toBe(0);
    expect(await isOpen(page, account)).toBe(true);
    await categories.getByRole('button', { name: 'Alle' }).click();
    await item(page, price).waitFor();

    // "War das hilfreich?"
    const priceItem = item(page, price);
    await answerOf(page, 'POST', `/api/faqs/${price.id}/feedback`, () =>
      priceItem.getByRole('button', { name: 'Ja' }).click(),
    );
    await priceItem.getByText('Danke für Ihre Rückmeldung!').waitFor();
    expect(await priceItem.getByRole('button', { name: 'Ja' }).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'faq-390');
    await context.close();
  });

  it('lets an admin add, filter, edit and delete FAQs at /admin/faqs and see the votes', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      path: '/admin/faqs',
    });
    expect(await page.getByRole('tab', { name: 'FAQs' }).getAttribute('aria-selected')).toBe('true');
    const priceRow = page.getByTestId(`faq-row-${price.id}`);
    await priceRow.waitFor();
    await priceRow.getByText('1-mal hilfreich, 0-mal nicht hilfreich').waitFor();
    expect(await page.getByTestId(`faq-row-${hidden.id}`).count()).toBe(0);
    await page.getByLabel('Inaktive anzeigen').click();
    await page.getByTestId(`faq-row-${hidden.id}`).getByText('Inaktiv').waitFor();

    await page.getByRole('button', { name: 'FAQ hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue FAQ' });
    await dialog.getByLabel('Frage').fill('Wo');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await dialog.getByText('Die Frage muss mindestens 3 Zeichen lang sein').waitFor();
    await dialog.getByText('Die Antwort muss mindestens 3 Zeichen lang sein').waitFor();
    await dialog.getByLabel('Frage').fill('Wo finde ich meine Ringe?');
    await dialog.getByLabel('Antwort').fill('Unter „Dimensionsringe“ im Menü.');
    await dialog.getByLabel('Kategorie').selectOption('technical');
    const created = await answerOf<Faq>(page, 'POST', '/api/faqs', () =>
      dialog.getByRole('button', { name: 'Speichern' }).click(),
    );
    expect(created).toMatchObject({ category: 'technical', sortOrder: 0, isActive: true, videoUrl: null });
    await page.getByText('FAQ erfolgreich erstellt').first().waitFor();
    const row = page.getByTestId(`faq-row-${created.id}`);
    await row.getByText('Technisch').waitFor();

    await page.getByRole('combobox', { name: 'Kategorie' }).selectOption('account');
    await page.getByTestId(`faq-row-${account.id}`).waitFor();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Kategorie' }).selectOption('');
    await screenshot(page, 'admin-faqs-1280');

    await row.getByRole('button', { name: `„${created.question}“ bearbeiten` }).click();
    const edit = page.getByRole('dialog', { name: 'FAQ bearbeiten' });
    expect(await edit.getByLabel('Frage').inputValue()).toBe(created.question);
    await edit.getByLabel('Aktiv (für Benutzer sichtbar)').click();
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('FAQ erfolgreich aktualisiert').first().waitFor();
    await row.getByText('Inaktiv').waitFor();

    await row.getByRole('button', { name: `„${created.question}“ löschen` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('FAQ erfolgreich gelöscht').first().waitFor();
    await row.waitFor({ state: 'detached' });
    await context.close();

    const phone = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      width: 390,
      path: '/admin/faqs',
    });
    await phone.page.getByTestId(`faq-row-${price.id}`).waitFor();
    await screenshot(phone.page, 'admin-faqs-390');
    await phone.context.close();
  });

  it('speaks English and sends visitors to the login first', async () => {
    const { context, page } = await signedInPage(
      e2e.browser,
      await e2e.server.given.user({ language: 'en' }),
      {
        locale: 'en-US',
        path: '/faq',
      },
    );
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'FAQ' })
      .first()
      .waitFor({ state: 'attached' });
    await item(page, price).getByText('Was this helpful?').waitFor();
    await screenshot(page, 'faq-en-1280');
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Usage' }).click();
    await item(page, exercise).getByRole('button', { name: 'Load video from YouTube' }).waitFor();
    await page.getByLabel('Search the FAQs').fill('nothing like this');
    await page.getByText('No FAQs found').waitFor();
    await context.close();

    const visitor = await newPage(e2e.browser);
    await visitor.page.goto(`${e2e.server.url}/faq`);
    await visitor.page.waitForURL(/\/auth/);
    await visitor.context.close();
  });
});

describe('legal pages in the browser', () => {
  it('opens the Impressum from the footer and shows the privacy notice, in German and English', async () => {
    const { context, page } = await newPage(e2e.browser, { width: 390 });
    await page.goto(`${e2e.server.url}/auth`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await page.waitForURL(`${e2e.server.url}/impressum`);
    await page.getByRole('heading', { name: 'Impressum' }).waitFor();
    await page.getByText('Dieses Impressum ist noch nicht ausgefüllt.').waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutz' }).click();
    await page.getByRole('heading', { name: 'Datenschutzerklärung' }).waitFor();
    await page.getByRole('heading', { name: 'Ihre Rechte' }).waitFor();
    await page.getByText(/Tagebuch: Ihre Einträge werden nur gespeichert/).waitFor();
    await screenshot(page, 'datenschutz-390');
    await context.close();

    const english = await newPage(e2e.browser, { locale: 'en-US' });
    await english.page.goto(`${e2e.server.url}/datenschutz`);
    await english.page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    await english.page.getByRole('heading', { name: 'Your rights' }).waitFor();
    await screenshot(english.page, 'datenschutz-en-1280');
    await english.context.close();
  });

  it('lets an admin write the Impressum in the settings; visitors see it as plain text', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      path: '/impressum',
    });
    await page.getByText('Dies ist der Starttext.').waitFor();
    await screenshot(page, 'impressum-admin-1280');
    await page.getByRole('link', { name: 'Text in den Einstellungen bearbeiten' }).click();
    await page.waitForURL(`${e2e.server.url}/admin/settings`);
    const form = page.getByRole('form', { name: 'Impressum' });
    await form
      .getByLabel('Text (Deutsch)')
      .fill('# Anbieter\n\nMuster GmbH\nMusterstraße 1\n\n<b>10115 Berlin</b>');
    await form.getByLabel('Text (Englisch)').fill('Muster Ltd\n\nBerlin, Germany');
    await answerOf(page, 'PATCH', '/api/legal/impressum', () =>
      form.getByRole('button', { name: 'Speichern' }).click(),
    );
    await page.getByText('Text gespeichert').first().waitFor();
    await screenshot(page, 'settings-legal-1280');
    await context.close();

    const visitor = await newPage(e2e.browser, { width: 1280 });
    await visitor.page.goto(`${e2e.server.url}/impressum`);
    await visitor.page.getByText('<b>10115 Berlin</b>').waitFor();
    expect(await visitor.page.locator('main b').count()).toBe(0);
    await visitor.page.getByRole('heading', { name: 'Anbieter' }).waitFor();
    expect(await visitor.page.getByRole('heading', { name: /Berlin/ }).count()).toBe(0);
    expect(await visitor.page.getByText('Muster GmbH').innerText()).toBe('Muster GmbH\nMusterstraße 1');
    await visitor.context.close();
    // Two browser sessions and the whole admin settings tab: under the full suite's load it went past 30 s.
  }, 60_000);
});
