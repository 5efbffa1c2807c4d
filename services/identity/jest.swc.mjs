// NestJS 12 (and oidc-provider 9) ship ESM only: @swc/jest turns both our TypeScript and those packages into CommonJS
// (and the import() of ESM-only packages in Fastify's plugins into require)
// for jest (STACK-NOTES.md), with the decorator metadata Nest's dependency injection reads.
export default {
  transform: {
    '^.+\\.(t|j|mj)s$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|otplib|@otplib|@scure|@noble|jose|oidc-provider|openid-client|oauth4webapi|oauth2-mock-server|is-plain-obj|file-type|strtok3|token-types|@tokenizer|uint8array-extras|load-esm|@borewit|@fastify|content-disposition|cookie)/)',
  ],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
};
