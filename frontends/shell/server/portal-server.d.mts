import type { Server } from 'node:http';

export interface PortalSettings {
  port: number;
  host: string;
  apiUrl: string;
  helpUrl: string;
  remotesFile: string;
  shellDir: string;
  frontendsDir: string;
  /** Origins allowed to frame the portal (PORTAL_FRAME_ANCESTORS); empty: no restriction. */
  frameAncestors?: string[];
}
export declare const HASHED_FILE: RegExp;
export declare function portalSettingsFromEnv(env: Record<string, string | undefined>, frontendsDir: string): PortalSettings;
export declare function createPortalServer(settings: Omit<PortalSettings, 'port' | 'host'>): Server;
