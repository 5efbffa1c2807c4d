// The part of @weather/ui/webpack (plain .mjs without declarations) that the bench calls.
declare module '@weather/ui/webpack' {
  import type { Configuration } from 'webpack';

  export interface PortalConfigOptions {
    appDir: string;
    name: string;
    entry?: string;
    exposes?: Record<string, string>;
    federation?: boolean;
    publicPath?: string;
    htmlTemplate?: string | false;
    outputDir?: string;
  }

  export function createPortalConfig(options: PortalConfigOptions): (env: Record<string, unknown>, argv: { mode?: string }) => Configuration;
}
