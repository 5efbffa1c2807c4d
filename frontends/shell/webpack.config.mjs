import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPortalConfig } from '@weather/ui/webpack';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const apiUrl = process.env.PORTAL_API_URL ?? 'http://localhost:3000';
const remotesFile = process.env.PORTAL_REMOTES_FILE ?? path.resolve(appDir, '..', 'remotes.dev.json');

/**
 * The host: no exposes; remotes come from /remotes.json at run time (docs/adr/0301).
 * `npm run dev` serves it on SHELL_DEV_PORT (8081) with the remotes of frontends/remotes.dev.json
 * (each remote's own dev server) and passes /auth and /v1 to the API without the Origin header, so
 * the API's CORS and CSRF rules for the portal's origin accept the dev origin.
 */
const portalConfig = createPortalConfig({
  appDir,
  name: 'shell',
  federation: 'runtime-host',
  startEntry: './src/start.ts',
  devServer: {
    port: Number(process.env.SHELL_DEV_PORT ?? 8081),
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
        response.json({ apiUrl: '/', helpUrl: process.env.PORTAL_HELP_URL ?? 'https://help.weather.example.com' });
      });
      devServer.app.get('/remotes.json', (_request, response) => {
        response.type('application/json').send(readFileSync(remotesFile, 'utf8'));
      });
      return middlewares;
    },
  },
});

/**
 * A dependency's stylesheet (the captcha widget's) becomes a file of the portal, loaded with a
 * <link>: the portal's Content-Security-Policy refuses inline styles (docs/adr/0232).
 */
export default (env, argv) => {
  const config = portalConfig(env, argv);
  config.module.rules.push({ test: /\.css$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:8][ext]' } });
  return config;
};
