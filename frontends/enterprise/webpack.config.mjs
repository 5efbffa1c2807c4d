import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPortalConfig } from '@weather/ui/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const apiUrl = process.env.PORTAL_API_URL ?? 'http://localhost:3000';
const port = Number(process.env.ENTERPRISE_DEV_PORT ?? 3102);

/**
 * The `enterprise` remote. On its own (`npm run dev`), the dev server answers /config.json and passes
 * /auth and /v1 to the API without the Origin header, so the API's CORS and CSRF rules, made for the
 * portal's origin, accept the team's dev origin; the session cookie of the portal's sign-in (host
 * localhost) comes along.
 */
export default createPortalConfig({
  appDir,
  name: 'enterprise',
  exposes: { './routes': './src/routes.tsx' },
  devServer: {
    port,
    proxy: [
      {
        context: ['/auth', '/v1'],
        target: apiUrl,
        changeOrigin: true,
        onProxyReq: (proxyRequest) => proxyRequest.removeHeader('origin'),
      },
    ],
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app.get('/config.json', (_request, response) => {
        response.json({ apiUrl: '/', portalUrl: process.env.PORTAL_URL ?? 'http://localhost:8080/login' });
      });
      return middlewares;
    },
  },
});
