import { describe, expect, it } from 'vitest';
import { rewardFields } from './testing/given';
import { ringTypeFields, uniqueRingTypeCode } from './testing/rings-given';
import { type StoreKind, storeKinds, type TestClient, useTestApp, withAdmin } from './testing/test-app';

const uploaded = '/uploads/0123456789abcdef0123456789abcdef.png';

/** Addresses that would load an image from elsewhere than https:// or this site, or not at all. */
const refused = [
  '//evil.example/x.png',
  '  //evil.example/x.png',
  '/\\evil.example/x.png',
  'http://evil.example/x.png',
  'https:evil.example/x.png',
  'https:/evil.example/x.png',
  'https://',
  'javascript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'evil.example/x.png',
  '/api/user/export',
  'https://evil.example/a b.png',
];
const accepted = ['https://example.com/logo.png', 'HTTPS://Example.com/Logo.PNG', uploaded, '/favicon.svg'];

/** Every image field an admin fills in: how to send an address, and its message in both languages. */
const fields: Array<{
  name: string;
  send: (admin: TestClient, address: string) => Promise<{ status: number; body: any }>;
  field: string;
  de: string;
  en: string;
}> = [
  {
    name: 'the logo',
    send: (admin, logoUrl) => admin.post('/api/website-settings/logo', { logoUrl }),
    field: 'logoUrl',
    de: 'Bitte geben Sie eine Adresse ein, die mit https:// beginnt (oder /uploads/… für ein hochgeladenes Bild)',
    en: 'Please enter an address starting with https:// (or /uploads/… for an uploaded image)',
  },
  {
    name: 'a ring type image',
    send: (admin, imageUrl) =>
      admin.post('/api/ring-types', { ...ringTypeFields, code: uniqueRingTypeCode(), imageUrl }),
    field: 'imageUrl',
    de: 'Die Bild-URL muss ein hochgeladenes Bild oder eine Adresse mit https:// sein',
    en: 'The image URL must be an uploaded image or an address starting with https://',
  },
  {
    name: 'a reward image',
    send: (admin, imageUrl) => admin.post('/api/reward-images', { ...rewardFields, imageUrl }),
    field: 'imageUrl',
    de: 'Die Bild-URL muss mit https:// beginnen oder ein hochgeladenes Bild (/uploads/…) sein',
    en: 'The image URL must start with https:// or be an uploaded image (/uploads/…)',
  },
];

describe.each(storeKinds)('image addresses on %s', (kind: StoreKind) => {
  const app = useTestApp(kind, {}, withAdmin);

  it.each(fields)('$name takes only https:// or a path of this site, with a clear message', async (image) => {
    const english = app.admin.copy({ language: 'en' });
    for (const address of refused) {
      const answer = await image.send(app.admin, address);
      expect(answer.status, address).toBe(400);
      expect(answer.body.errors[image.field], address).toBe(image.de);
      expect((await image.send(english, address)).body.message, address).toBe(image.en);
    }
    for (const address of accepted)
      expect((await image.send(app.admin, address)).status, address).toBeLessThan(300);
  });

  it('keeps a refused logo from ever being shown', async () => {
    expect((await app.admin.post('/api/website-settings/logo', { logoUrl: uploaded })).status).toBe(200);
    expect(
      (await app.admin.post('/api/website-settings/logo', { logoUrl: '//evil.example/x.png' })).status,
    ).toBe(400);
    expect((await app.client().get('/api/website-settings')).body).toEqual({ logoUrl: uploaded });
  });
});
