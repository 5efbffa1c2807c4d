export { createPortalConfig } from './create-portal-config.mjs';
export { installedVersion, packageNameOf, sharedDependencies, sharedPackages } from './shared-dependencies.mjs';
export { standaloneDevServer } from './standalone-dev-server.mjs';
