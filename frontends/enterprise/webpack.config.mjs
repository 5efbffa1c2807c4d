import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPortalConfig, standaloneDevServer } from '@weather/ui/webpack';

/** The `enterprise` remote; on its own (`npm run dev`) it runs on ENTERPRISE_DEV_PORT (default 3102). */
export default createPortalConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'enterprise',
  exposes: { './routes': './src/routes.tsx' },
  devServer: standaloneDevServer({ port: Number(process.env.ENTERPRISE_DEV_PORT ?? 3102) }),
});
