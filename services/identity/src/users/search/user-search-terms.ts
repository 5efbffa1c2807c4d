/** At most this many words of the search text are used; more only narrow an already short list. */
export const MAX_SEARCH_WORDS = 4;

/** The words of a search: trimmed, split on white space, empty words dropped. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '').trim().split(/\s+/u).filter((word) => word.length > 0).slice(0, MAX_SEARCH_WORDS);
}

/** LIKE pattern of "starts with word", with the pattern characters of the word escaped by `\`. */
export function likePrefix(word: string): string {
  return `${word.replace(/[\\%_]/gu, (character) => `\\${character}`)}%`;
}

/**
 * SQLite's lower() folds ASCII letters only, so the word is folded the same way to compare against
 * the lower() expression indexes.
 */
export function asciiLower(word: string): string {
  return word.replace(/[A-Z]/gu, (letter) => letter.toLowerCase());
}

/**
 * The half-open range [from, to) of the strings that start with the prefix, in binary order: the
 * upper bound is the prefix with its last code point incremented. A range on an indexed
 * expression is an index seek in SQLite, where LIKE could not use the index.
 */
export function prefixRange(prefix: string): { from: string; to: string } {
  const codePoints = Array.from(prefix);
  const last = codePoints.pop() ?? '';
  const next = String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
  return { from: prefix, to: `${codePoints.join('')}${next}` };
}
