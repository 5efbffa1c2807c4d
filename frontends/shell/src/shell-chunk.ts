/**
 * The shell's own chunk (bootstrap.tsx: router, stores, i18n, API client). start.ts asks for it early
 * on every page but /login's first paint, which asks on the first touch (docs/adr/0424); index.ts
 * starts it. One import, so webpack fetches it once.
 */
export const loadShell = () => import(/* webpackChunkName: "shell" */ './bootstrap');
