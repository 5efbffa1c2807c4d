// The parts of the harness that start the real stack and the browser, without jest: also used by
// the weight bench (@weather/bench) to measure the very pages the tests drive.
export { signInToApi, type ApiSession } from './api-session';
export { chromiumPath, launchChromium } from './chromium';
export { freePort } from './free-port';
export { identityCommand, startIdentity, type IdentityOptions } from './identity';
export { repoRoot } from './paths';
export { portalUrlOf, startPortal, type PortalOptions } from './portal';
export { startServer, type RunningServer, type ServerOptions } from './server-process';
