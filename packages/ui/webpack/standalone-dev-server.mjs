/**
 * The dev server of a remote run on its own (`npm run dev -w <remote>`): it answers /config.json
 * (the API through this same origin, and where the portal signs people in) and passes /auth and /v1
 * to the API without the Origin header, so the API's CORS and CSRF rules, made for the portal's
 * origin, accept the team's dev origin; the session cookie of the portal's sign-in (host localhost)
 * comes along. PORTAL_API_URL and PORTAL_URL move the API and the portal.
 */
export function standaloneDevServer({ port }) {
  const apiUrl = process.env.PORTAL_API_URL ?? 'http://localhost:3000';
  return {
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
  };
}
