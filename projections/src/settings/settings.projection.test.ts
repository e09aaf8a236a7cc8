import { settingsModels } from '@et/contracts';
import type { DocumentStore, RecordedEvent } from '@et/platform';
import { openPglite, type SqlClient, SqlDocumentStore } from '@et/platform/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectionContext } from '../projection';
import { settingsProjection } from './settings.projection';

const smtp = {
  smtpHost: 'smtp.example.com',
  smtpPort: '587',
  smtpUser: 'mailer',
  smtpPassEncrypted: 'box-1',
  smtpFrom: 'mailer@example.com',
  ringRequestEmails: '',
};

let seq = 0;
const recorded = (type: string, data: unknown): RecordedEvent => {
  seq++;
  return {
    streamId: 'website-settings',
    streamVersion: seq,
    position: [1n, BigInt(seq)],
    type,
    schemaVersion: 1,
    data,
    metadata: {},
    recordedAt: `2026-01-01T00:00:${String(seq).padStart(2, '0')}.000Z`,
  };
};

describe('settings projection: when mail was last checked', () => {
  let sql: SqlClient;
  let store: DocumentStore;
  /** The read models straight in the store (no generations). */
  const docs: ProjectionContext = { collection: (model) => store.collection(model.name) };
  beforeEach(async () => {
    sql = await openPglite(undefined);
    store = SqlDocumentStore.open(sql);
  });
  afterEach(() => sql.close());
  const apply = async (...events: RecordedEvent[]) => {
    for (const event of events) await settingsProjection.apply(event, docs);
    return (await docs.collection(settingsModels.websiteSettings).get(1))!;
  };

  it('sets smtpVerifiedAt on a check, keeps it for other recipients, clears it on a new connection', async () => {
    expect((await apply(recorded('WebsiteSettingsChanged', smtp))).smtpVerifiedAt).toBeNull();
    const verified = recorded('SmtpVerified', { smtpHost: smtp.smtpHost, via: 'verify' });
    expect((await apply(verified)).smtpVerifiedAt).toBe(verified.recordedAt);
    const recipients = await apply(
      recorded('WebsiteSettingsChanged', { ...smtp, ringRequestEmails: 'a@example.com' }),
    );
    expect(recipients.smtpVerifiedAt).toBe(verified.recordedAt);
    expect(recipients.ringRequestEmails).toBe('a@example.com');
    expect((await apply(recorded('LogoChanged', { logoUrl: '/uploads/logo.png' }))).smtpVerifiedAt).toBe(
      verified.recordedAt,
    );
    const moved = await apply(recorded('WebsiteSettingsChanged', { ...smtp, smtpPassEncrypted: 'box-2' }));
    expect(moved.smtpVerifiedAt).toBeNull();
    expect(moved.logoUrl).toBe('/uploads/logo.png');
  });
});
