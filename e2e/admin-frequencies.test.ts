import type { Frequency } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { answerOf, screenshot, unique, useServerAndBrowser } from './support/harness';
import { signedInPage } from './support/sign-in';

const e2e = useServerAndBrowser();

describe('admin: frequencies in the browser', () => {
  it('adds a frequency and edits it inline, with the spec messages', async () => {
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      path: '/admin',
    });
    await page.getByRole('tab', { name: 'Frequenzen' }).click();
    await page.waitForURL(`${e2e.server.url}/admin/frequencies`);
    const name = unique('Ruhe');
    const form = page.getByRole('form', { name: 'Neue Frequenz' });
    await form.getByRole('button', { name: 'Frequenz hinzufügen' }).click();
    await form.getByText('Deutscher Name ist erforderlich').waitFor();
    await form.getByLabel('Name (Deutsch)').fill(name);
    await form.getByLabel('Beschreibung (Deutsch)').fill('Eine ruhige, klare Frequenz für den Abend.');
    await form.getByLabel('Name (Englisch)').fill(`${name} EN`);
    await form.getByLabel('Beschreibung (Englisch)').fill('A calm, clear frequency for the evening.');
    expect(await form.getByLabel('Farbe').inputValue()).toBe('blue');
    await form.getByLabel('Farbe').selectOption('gold');
    const frequency = await answerOf<Frequency>(page, 'POST', '/api/frequencies', () =>
      form.getByRole('button', { name: 'Frequenz hinzufügen' }).click(),
    );
    expect(frequency).toMatchObject({ nameDE: name, color: 'gold' });
    await page.getByText('Frequenz erstellt').first().waitFor();
    const row = page.getByTestId(`frequency-row-${frequency.id}`);
    await row.getByText(name, { exact: true }).waitFor();
    expect(await form.getByLabel('Name (Deutsch)').inputValue()).toBe('');

    const renamed = `${name} Abend`;
    await row.getByRole('button', { name: `${name} bearbeiten` }).click();
    await row.getByLabel('Name (Deutsch)').fill('');
    await row.getByRole('button', { name: 'Speichern' }).click();
    await row.getByText('Deutscher Name ist erforderlich').waitFor();
    await screenshot(page, 'admin-frequencies-edit-1280');
    await row.getByLabel('Name (Deutsch)').fill(renamed);
    await row.getByLabel('Farbe').selectOption('red');
    await row.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Frequenz aktualisiert').first().waitFor();
    await row.getByText(renamed, { exact: true }).waitFor();
    await row.getByText('Rot').waitFor();
    await screenshot(page, 'admin-frequencies-1280');
    await context.close();
  });

  it('keeps a frequency that a token uses, after asking', async () => {
    const frequency = await e2e.server.given.frequency({ nameDE: unique('Mut') });
    await e2e.server.given.token(await e2e.server.given.user(), { frequencyId: frequency.id });
    const { context, page } = await signedInPage(e2e.browser, await e2e.server.given.admin(), {
      width: 390,
      path: '/admin/frequencies',
    });
    await page.getByTestId(`frequency-row-${frequency.id}`).waitFor();
    await screenshot(page, 'admin-frequencies-390');
    // One line on a phone: a tap on it unfolds its buttons.
    await page.getByRole('button', { name: `Details zu ${frequency.nameDE}` }).click();
    await page.getByRole('button', { name: `${frequency.nameDE} löschen` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await page.getByText('Diese Frequenz wird noch von').first().waitFor();
    await page.getByTestId(`frequency-row-${frequency.id}`).waitFor();
    await context.close();
  });
});
