/** At most this many words of the search text are used; more only narrow an already short list. */
export const MAX_SEARCH_WORDS = 4;

/** The words of a search: trimmed, split on white space, empty words dropped. */
export function searchWords(text: string | undefined): string[] {
  return (text ?? '').trim().split(/\s+/u).filter((word) => word.length > 0).slice(0, MAX_SEARCH_WORDS);
}

/** Words of this many characters or more are matched anywhere (trigram index); shorter ones as prefixes. */
export const MIN_INFIX_LENGTH = 3;

/** The word's pattern characters escaped by `\`, for a LIKE pattern. */
function escapeLike(word: string): string {
  return word.replace(/[\\%_]/gu, (character) => `\\${character}`);
}

/** LIKE pattern of "starts with word". */
export function likePrefix(word: string): string {
  return `${escapeLike(word)}%`;
}

/** LIKE pattern of "contains word", the rule the trigram index answers (and the scan it replaces). */
export function likeContains(word: string): string {
  return `%${escapeLike(word)}%`;
}

/** Characters, not UTF-16 units, as SQL's CHAR_LENGTH and the trigram tokenizer count them. */
export function isInfixWord(word: string): boolean {
  return Array.from(word).length >= MIN_INFIX_LENGTH;
}

/**
 * Trigrams that together cover the word without overlapping (and the last one), e.g. "gmail" ->
 * "gma", "ail": the fewest posting lists whose intersection still holds every user containing the
 * word. Overlapping trigrams would narrow the candidates little, each costing a posting lookup.
 */
export function coveringTrigrams(word: string): string[] {
  const characters = Array.from(word);
  const trigrams: string[] = [];
  for (let start = 0; start + MIN_INFIX_LENGTH <= characters.length; start += MIN_INFIX_LENGTH) {
    trigrams.push(characters.slice(start, start + MIN_INFIX_LENGTH).join(''));
  }
  const last = characters.slice(-MIN_INFIX_LENGTH).join('');
  if (characters.length % MIN_INFIX_LENGTH !== 0) trigrams.push(last);
  return trigrams;
}

/** An FTS5 phrase (in double quotes, so `%`, `_`, `*` and operators are plain characters) of the word. */
export function ftsPhrase(word: string): string {
  return `"${word.replace(/"/gu, '""')}"`;
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
