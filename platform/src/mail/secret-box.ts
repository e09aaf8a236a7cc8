import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

function keyOf(secret: string): Buffer {
  return createHash('sha256').update(`${secret}:smtp-password`).digest();
}

/** Encrypts a secret (the SMTP password) so that it never sits anywhere in plain text. */
export function encryptSecret(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url'),
  ].join('.');
}

/** The plain text, or null when it was made with another SECRET or was tampered with. */
export function decryptSecret(secret: string, box: string): string | null {
  const [version, iv, tag, data] = box.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
