import { startTestApp, type TestApp } from './support/test-app';

interface Operation {
  parameters?: { in: string; name: string; required?: boolean }[];
}

/**
 * The CSRF rule is stated once, on the routes (@StateChanging, @CrossSiteAllowed): the OpenAPI
 * document that the api-client learns from and the check that the API applies say the same of
 * every route (issue 26).
 */
describe('CSRF: the OpenAPI document and the check agree on every route', () => {
  let t: TestApp;
  let operations: { method: string; path: string; requiresHeader: boolean }[];

  beforeAll(async () => {
    t = await startTestApp();
    const document = (await t.agent().get('/docs-json').expect(200)).body as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        requiresHeader: (operation.parameters ?? []).some((p) => p.in === 'header' && p.name.toLowerCase() === 'x-requested-with' && p.required === true),
      })),
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  it('documents the header on every write but the two that take cross-site calls, and on the three state-changing reads', () => {
    const unsafe = operations.filter((o) => o.method !== 'GET' && o.method !== 'HEAD');
    expect(unsafe.length).toBeGreaterThan(20);
    expect(unsafe.filter((o) => !o.requiresHeader).map((o) => `${o.method} ${o.path}`).sort()).toEqual(['POST /auth/saml/{domainId}/acs', 'POST /v1/handoff/redeem']);
    expect(operations.filter((o) => o.method === 'GET' && o.requiresHeader).map((o) => o.path).sort()).toEqual([
      // The audit export writes its own audit row (AUDIT_EXPORTED, docs/adr/1002).
      '/v1/audit/export',
      '/v1/enterprises/{id}/domains/{domainId}/users/claim',
      '/v1/enterprises/{id}/domains/{domainId}/users/forceSaml',
    ]);
  });

  it('refuses a call without the header exactly where the document requires it', async () => {
    for (const operation of operations) {
      const url = operation.path.replace(/\{[^}]+\}/g, '1');
      const response = await t.agent()[operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
      const refused = response.status === 403 && (response.body as { code?: string }).code === 'CSRF_REJECTED';
      expect({ operation, refused }).toEqual({ operation, refused: operation.requiresHeader });
    }
  });
});
