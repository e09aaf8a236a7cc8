/**
 * Text as the FAQ search compares it: lower case, umlauts and accents folded, and the spellings
 * without umlauts folded the same way, so "ubung", "uebung" and "Übung" all find "Übung".
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('de')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
}

/** Whether every word of the query occurs in one of the texts. */
export function matchesSearch(query: string, texts: readonly string[]): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(texts.join('\n'));
  return words.every((word) => haystack.includes(word));
}
