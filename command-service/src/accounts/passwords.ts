import argon2 from 'argon2';

// OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. Without a hash (unknown user) it verifies against a dummy one, so the
 * answer takes as long as for a wrong password.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= argon2.hash('dummy password for timing', options);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}

/** The most common passwords of at least 6 characters (public breach statistics). */
const common = new Set(
  `123456 123456789 12345678 1234567 1234567890 qwerty password 111111 123123 abc123 000000 iloveyou 654321
  qwerty123 1q2w3e4r 1q2w3e password1 123321 666666 7777777 888888 112233 121212 123qwe 987654321 999999
  qwertyuiop 555555 159753 777777 1qaz2wsx zaq12wsx passw0rd password123 admin123 welcome sunshine princess
  football monkey dragon letmein baseball master shadow michael superman trustno1 hello123 charlie 123abc
  aa123456 qwe123 asdfgh asdfghjkl 123654 a123456 147258369 789456123 11111111 00000000 12341234 1234qwer
  q1w2e3r4 q1w2e3r4t5 azerty 121212 computer freedom whatever starwars jordan23 killer hunter2 hunter
  passwort hallo123 schatz ficken 1234567a test123 test1234 qwertz 123456a schalke04 fussball
  hallo1 lol123 killer1 geheim passwort1 123456789a abcdef abcd1234 secret 696969 mustang
  batman access 131313 flower cookie pokemon summer jessica ashley daniel nicole chocolate
  changeme default administrator login123 root1234 admin1 adminadmin user123 guest123`
    .split(/\s+/)
    .filter((p) => p.length >= 6),
);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
