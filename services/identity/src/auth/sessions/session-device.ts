import Bowser from 'bowser';

/** What a person recognises a session by: the browser and the system it runs on. */
export interface SessionDevice {
  browser: string | null;
  os: string | null;
  /** desktop, mobile, tablet, tv, bot; null when the user agent does not say. */
  platform: string | null;
}

/** Reads the stored user agent with bowser; an absent or unknown agent gives nulls, never a guess. */
export function sessionDeviceOf(userAgent: string | null): SessionDevice {
  if (!userAgent) return { browser: null, os: null, platform: null };
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, majorVersion(parsed.browser.version)].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  return { browser: browser || null, os: os || null, platform: parsed.platform.type ?? null };
}

function majorVersion(version: string | undefined): string | undefined {
  return version?.split('.')[0];
}
