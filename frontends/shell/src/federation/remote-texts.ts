/** Texts of a page whose code is loading or did not arrive (namespace `shell`, key `remote`); also shown by /login's first paint (docs/adr/0424). */
export const remoteTextsEn = {
  loading: 'Loading…',
  unavailableTitle: 'This page could not be loaded',
  unavailableText: 'Part of the portal is not available right now. Check your connection and try again.',
  retry: 'Retry',
};
