/**
 * An image address an admin types (the logo, ring type and reward images), for every browser that
 * shows it: an `https://` address, or a path of this site such as an uploaded image's `/uploads/…`.
 *
 * Refused: protocol-relative `//host/x.png` and `/\host/x.png` (browsers read both as another
 * host), plain `http://` (the pages' CSP loads no such image), `javascript:` and `data:`, white space
 * and backslashes anywhere, and paths under `/api/` (an image is never an API call). Control
 * characters are refused before, by the single-line text rule.
 */
export function isImageAddress(address: string): boolean {
  if (/[\s\\]/.test(address)) return false;
  if (address.startsWith('/')) return !address.startsWith('//') && !/^\/api(?:[/?#]|$)/i.test(address);
  if (!/^https:\/\/[^/?#]/i.test(address) || !URL.canParse(address)) return false;
  return new URL(address).hostname !== '';
}
