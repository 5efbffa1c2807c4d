/**
 * Lint rules of the portal's apps and packages/ui (docs/adr/0300-shared-set-and-weight.md): the
 * imports that would break the shared set or the sign-in page's weight.
 */
export const portalImportRules = {
  files: ['**/*.ts', '**/*.tsx'],
  // The router facade is the one module allowed to import react-router.
  ignores: ['**/src/router/index.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-router',
            message: 'Import routing from @weather/ui/router: one shared router instance for the shell and every remote.',
            allowTypeImports: true,
          },
          {
            name: 'react-router-dom',
            message: 'Import routing from @weather/ui/router: one shared router instance for the shell and every remote.',
            allowTypeImports: true,
          },
          {
            name: '@fluentui/react-components',
            message: 'Import the component package (@fluentui/react-button, ...): the whole library is about 320 KB gzip.',
          },
        ],
      },
    ],
  },
};
