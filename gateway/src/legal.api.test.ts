import { defaultLegalTexts, LEGAL_PAGES, type LegalPage } from '@et/contracts';
import { describe, expect, it } from 'vitest';
import { type StoreKind, storeKinds, useTestApp, withAdmin } from './testing/test-app';

describe.each(storeKinds)('legal pages on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdmin);

  it('gives everyone the starting texts until an admin saves their own', async () => {
    const visitor = app.client();
    expect(LEGAL_PAGES).toEqual(['impressum', 'datenschutz', 'nutzungsbedingungen']);
    for (const page of LEGAL_PAGES) {
      const answer = await visitor.get<LegalPage>(`/api/legal/${page}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ page, ...defaultLegalTexts[page], isDefault: true, updatedAt: null });
    }
    // The footer's "Kontakt" leads to this heading of the Impressum (/impressum#kontakt).
    expect(defaultLegalTexts.impressum.textDE).toMatch(/^# Kontakt$/m);
    expect(defaultLegalTexts.impressum.textEN).toMatch(/^# Contact$/m);
    const terms = defaultLegalTexts.nutzungsbedingungen;
    for (const named of ['# Ihr Konto', 'Code', 'ärztliche', '# Haftung', 'Impressum'])
      expect(terms.textDE).toContain(named);
    for (const named of ['# Your account', 'code', 'medical', '# Liability', 'legal notice'])
      expect(terms.textEN).toContain(named);
    const privacy = defaultLegalTexts.datenschutz.textDE;
    for (const named of [
      'Konto',
      'Energietaler',
      'Dimensionsringe',
      'Tagebuch',
      'Einwilligung',
      'Nachrichten',
      'E-Mail',
      'Einstellungen',
    ])
      expect(privacy).toContain(named);
    const missing = await visitor.copy({ language: 'en' }).get('/api/legal/agb');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('This page does not exist');
  });

  it('lets an admin save both languages, kept as plain text with its lines', async () => {
    const textDE = 'Muster GmbH\r\nMusterstraße 1\n\n<b>10115 Berlin</b>';
    const saved = await app.admin.patch<LegalPage>('/api/legal/impressum', {
      textDE: `  ${textDE} `,
      textEN: 'Muster Ltd',
    });
    expect(saved.status).toBe(200);
    const expected = {
      page: 'impressum',
      textDE: 'Muster GmbH\nMusterstraße 1\n\n<b>10115 Berlin</b>',
      textEN: 'Muster Ltd',
      isDefault: false,
    };
    expect(saved.body).toMatchObject(expected);
    const read = await app.client().get<LegalPage>('/api/legal/impressum');
    expect(read.body).toMatchObject(expected);
    expect(typeof read.body.updatedAt).toBe('string');
    // The other pages keep their starting texts.
    expect((await app.client().get<LegalPage>('/api/legal/datenschutz')).body.isDefault).toBe(true);
    expect((await app.client().get<LegalPage>('/api/legal/nutzungsbedingungen')).body.isDefault).toBe(true);
  });

  it('lets an admin save the terms of use like the other legal pages', async () => {
    const terms = {
      textDE: '# Geltung\n\nDiese Bedingungen gelten.',
      textEN: '# Scope\n\nThese terms apply.',
    };
    const saved = await app.admin.patch<LegalPage>('/api/legal/nutzungsbedingungen', terms);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ page: 'nutzungsbedingungen', ...terms, isDefault: false });
    const read = await app.client().copy({ language: 'en' }).get<LegalPage>('/api/legal/nutzungsbedingungen');
    expect(read.body).toMatchObject({ page: 'nutzungsbedingungen', ...terms, isDefault: false });
    const user = await app.given.user();
    expect((await user.patch('/api/legal/nutzungsbedingungen', terms)).status).toBe(403);
  });

  it('refuses users, visitors, empty and hostile texts, and changes nothing', async () => {
    const before = (await app.client().get<LegalPage>('/api/legal/datenschutz')).body;
    const user = await app.given.user();
    expect((await user.patch('/api/legal/datenschutz', { textDE: 'x', textEN: 'y' })).status).toBe(403);
    expect((await app.client().patch('/api/legal/datenschutz', { textDE: 'x', textEN: 'y' })).status).toBe(
      401,
    );
    const english = app.admin.copy({ language: 'en' });
    const empty = await english.patch('/api/legal/datenschutz', { textDE: '  ', textEN: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      textDE: 'Please enter the text in German and in English',
      textEN: 'Please enter the text in German and in English',
    });
    const nul = await app.admin.patch('/api/legal/datenschutz', { textDE: 'a\u0000b', textEN: 'ok' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('Der Text enthält unzulässige Zeichen');
    const long = await english.patch('/api/legal/datenschutz', { textDE: 'x'.repeat(50_001), textEN: 'ok' });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('The text must be at most 50,000 characters');
    expect((await english.patch('/api/legal/agb', { textDE: 'x', textEN: 'y' })).status).toBe(404);
    expect(
      (await english.patch('/api/legal/datenschutz', { textDE: 'x', textEN: 'y', extra: 1 })).status,
    ).toBe(400);
    expect((await app.client().get<LegalPage>('/api/legal/datenschutz')).body).toEqual(before);
  });
});
