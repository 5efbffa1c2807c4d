// React's scheduler ships no types; the shell only hands the module on to the remotes (shared-modules.ts).
declare module 'scheduler';
