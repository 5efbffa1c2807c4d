// A remote run on its own by its team (its dev server), without the shell. A subpath of its own,
// so that nothing of it reaches the shell's or a remote's federated bundles.
export { type StandaloneConfig, parseStandaloneConfig } from './standalone-config';
export { StandaloneApp, type StandaloneAppProps } from './StandaloneApp';
export { StandaloneSession } from './standalone-session';
export { type StandaloneRemote, startStandalone } from './start-standalone';
