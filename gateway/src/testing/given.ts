import type { EnergyToken, Frequency, FrequencyBody, RewardImageBody, User } from '@et/contracts';
import type { Answer, ClientOptions, NewUser, TestClient } from './test-client';

/**
 * Test data through the HTTP API, for API and browser tests alike: `app.given.user()`,
 * `app.given.code()`, … Each call makes something new; what a test does not name is filled in.
 */
export interface Given {
  /** A new client logged in as the configured admin (speaking German unless `options` say). */
  admin(options?: ClientOptions): Promise<TestClient>;
  /** A newly registered user's client, logged in, with the user it answered. */
  user(overrides?: UserOverrides): Promise<UserClient>;
  /** A frequency the admin created: `frequencyFields` with `fields` over them. */
  frequency(fields?: Partial<FrequencyBody>): Promise<Frequency>;
  /** A fresh, unused access code. */
  code(): Promise<string>;
  /** A token `owner` redeemed: a fresh code and one shared frequency unless named. */
  token(owner: TestClient, options?: TokenOptions): Promise<EnergyToken>;
}

export type UserClient = TestClient & { readonly user: User };

export interface UserOverrides extends Partial<NewUser>, ClientOptions {
  /** Made an admin by the configured admin after registering. */
  isAdmin?: boolean;
}

export interface TokenOptions {
  code?: string;
  frequencyId?: number;
  name?: string;
}

export interface Credentials {
  username: string;
  password: string;
}

/** A frequency that passes validation; tests override the fields they look at. */
export const frequencyFields = {
  nameDE: 'Liebe',
  descriptionDE: 'Die Frequenz der Liebe',
  nameEN: 'Love',
  descriptionEN: 'The frequency of love',
  color: 'gold',
} satisfies FrequencyBody;

/** A reward that passes validation (its image a path of this site). */
export const rewardFields = {
  title: 'Sonnenaufgang',
  description: 'Ein stiller Morgen',
  imageUrl: '/uploads/0123456789abcdef0123456789abcdef.png',
  unlockTimeMinutes: 5,
  category: 'Natur',
  tags: ['morgen'],
  active: true,
} satisfies RewardImageBody;

let counter = 0;
/** A username no other test in this run uses. */
export function uniqueName(prefix = 'user'): string {
  counter++;
  return `${prefix}${process.pid % 1000}x${counter}`;
}

/** The factories for one running app: `newClient` makes its clients, `admin` is its configured admin. */
export function givenFor(newClient: (options?: ClientOptions) => TestClient, admin: Credentials): Given {
  const loggedInAdmin = async (options?: ClientOptions) => {
    const client = newClient(options);
    await client.login(admin.username, admin.password);
    return client;
  };
  // One admin session makes the setup data, logged in on first use.
  let setupAdmin: Promise<TestClient> | undefined;
  const asAdmin = () => {
    setupAdmin ??= loggedInAdmin().catch((error) => {
      setupAdmin = undefined;
      throw error;
    });
    return setupAdmin;
  };
  let sharedFrequency: Promise<Frequency> | undefined;

  const given: Given = {
    admin: loggedInAdmin,
    user: async ({ isAdmin, language, origin, ip, ...fields } = {}) => {
      const client = newClient({ language, origin, ip });
      let user = await client.register({ username: uniqueName(), ...fields });
      if (isAdmin)
        user = bodyOf(
          await (await asAdmin()).patch<User>(`/api/users/${user.id}`, { isAdmin: true }),
          'make admin',
          200,
        );
      return Object.assign(client, { user });
    },
    frequency: async (fields = {}) =>
      bodyOf(
        await (await asAdmin()).post<Frequency>('/api/frequencies', { ...frequencyFields, ...fields }),
        'frequency',
      ),
    code: async () => bodyOf(await (await asAdmin()).post<{ code: string }>('/api/codes'), 'code').code,
    token: async (owner, { code, frequencyId, name } = {}) => {
      // A frequency is made (once) only for tokens that name none.
      if (frequencyId === undefined) sharedFrequency ??= given.frequency();
      const body = { frequencyId: frequencyId ?? (await sharedFrequency!).id, ...(name ? { name } : {}) };
      const usedCode = code ?? (await given.code());
      return bodyOf(await owner.post<EnergyToken>(`/api/codes/${usedCode}/redeem`, body), 'token');
    },
  };
  return given;
}

/** The answer's body, or an error saying what could not be made. */
function bodyOf<T>(answer: Answer<T>, what: string, status = 201): T {
  if (answer.status !== status)
    throw new Error(`given ${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
