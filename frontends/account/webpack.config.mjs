import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPortalConfig, standaloneDevServer } from '@weather/ui/webpack';

/** The `account` remote; on its own (`npm run dev`) it runs on ACCOUNT_DEV_PORT (default 3101). */
export default createPortalConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'account',
  exposes: { './routes': './src/routes.tsx' },
  devServer: standaloneDevServer({ port: Number(process.env.ACCOUNT_DEV_PORT ?? 3101) }),
});
