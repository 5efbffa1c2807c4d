import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPortalConfig, standaloneDevServer } from '@weather/ui/webpack';

/** The `admin` remote; on its own (`npm run dev`) it runs on ADMIN_DEV_PORT (default 3103). */
export default createPortalConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'admin',
  exposes: { './routes': './src/routes.tsx' },
  devServer: standaloneDevServer({ port: Number(process.env.ADMIN_DEV_PORT ?? 3103) }),
});
