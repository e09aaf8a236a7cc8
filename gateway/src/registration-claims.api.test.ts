import { claimHolder, registerAccount } from '@et/command-service/testing';
import { describe, expect, it } from 'vitest';
import { uniqueName } from './testing/given';
import { type StoreKind, storeKinds, useTestApp } from './testing/test-app';

describe.each(storeKinds)('a registration that fails half-way on %s', (kind: StoreKind) => {
  const app = useTestApp(kind);

  it('leaves the username and the e-mail free when the account cannot be stored', async () => {
    const name = uniqueName('half');
    const email = `${name}@example.com`;
    // Below the HTTP schemas (which refuse it): a name the store cannot hold makes the account's
    // append fail after both names were claimed.
    const unstorable = `${name}\u0000x`;
    await expect(
      registerAccount(
        app.running.commands,
        {
          username: unstorable,
          email,
          password: 'Good-Pass-123x',
          isAdmin: false,
          language: 'de',
          withSession: true,
        },
        {},
      ),
    ).rejects.toThrow();
    expect(await claimHolder(app.running.stores.events, 'username', unstorable)).toBeNull();
    expect(await claimHolder(app.running.stores.events, 'email', email)).toBeNull();
    const user = await app.client().register({ username: name, email });
    expect(user.email).toBe(email);
  });
});
