const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/**
 * Reads a duration such as "900", "90s", "15m", "8h" or "7d" as whole seconds; null when the text is
 * not one (or is zero), so the caller can name the variable in its message.
 */
export function parseDurationSeconds(text: string): number | null {
  const match = /^(\d+)([smhd]?)$/.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] || 's'];
  return Number.isSafeInteger(seconds) && seconds > 0 ? seconds : null;
}
