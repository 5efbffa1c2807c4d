import type { Server } from 'node:http';

export interface PortalSettings {
  port: number;
  host: string;
  apiUrl: string;
  helpUrl: string;
  remotesFile: string;
  shellDir: string;
  frontendsDir: string;
  /** Origins allowed to frame /embeddedregister (PORTAL_FRAME_ANCESTORS); empty: no page may be framed. */
  frameAncestors?: string[];
  /** PORTAL_URL: https sends HSTS. */
  portalUrl?: string | null;
  /** PORTAL_CAPTCHA_PROVIDER=recaptcha: the policy allows Google's reCAPTCHA. */
  recaptcha?: boolean;
}
export declare const HASHED_FILE: RegExp;
export declare function portalSettingsFromEnv(env: Record<string, string | undefined>, frontendsDir: string): PortalSettings;
export declare function createPortalServer(settings: Omit<PortalSettings, 'port' | 'host'>): Server;
