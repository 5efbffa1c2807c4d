/** True when the value is missing or holds only white space. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * Length in characters as a person counts them (code points), so an emoji or an accented letter
 * written as one symbol counts once, as it does in a MySQL utf8mb4 column.
 */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** The API stores a blank optional text as null (SPEC §3: sysadmin_url is null when blank). */
export function blankToNull(value: string | null | undefined): string | null {
  return isBlank(value) ? null : (value as string).trim();
}
