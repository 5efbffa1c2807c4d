// The layering of src (README "Layout"): a module imports only from itself and the modules below
// it, and no file takes part in an import circle. `npm run check:layers` (part of `npm test`).
const LAYERS = ['platform', 'users', 'auth', 'site-applications', 'enterprises', 'saml', 'oidc'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: break it with a port declared in the lower file (README "Layout").',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'composition-root-not-imported',
      severity: 'error',
      comment: 'The files directly in src/ wire the modules together; no module imports them.',
      from: { path: '^src/[^/]+/' },
      to: { path: '^src/[^/]+\\.ts$' },
    },
    ...LAYERS.map((layer, index) => ({
      name: `${layer}-imports-downward-only`,
      severity: 'error',
      comment: `${layer}/ may import only ${LAYERS.slice(0, index + 1).join(', ')} (README "Layout").`,
      // Unit specs too: one that needs a module above fakes its port, or lives in test/integration.
      from: { path: `^src/${layer}/` },
      to: { path: `^src/(${LAYERS.slice(index + 1).join('|') || '$^'})/` },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
