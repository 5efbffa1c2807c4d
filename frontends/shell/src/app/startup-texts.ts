/** The start-up failure's texts (namespace `shell`, key `startup`), also shown before the shell's code is in (start-failure.tsx). */
export const startupTextsEn = {
  failed: 'The portal could not start. Check your connection and try again.',
  retry: 'Try again',
};
