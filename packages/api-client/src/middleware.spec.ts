import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STATE_CHANGING_READS, isAuthenticationPath, needsRequestedWith } from './middleware';

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>>;
}

describe(isAuthenticationPath.name, () => {
  it.each(['/auth/login', '/auth/logout', '/auth/provider', '/auth/saml/{domainId}/metadata'])('is true for %s', (path) => {
    expect(isAuthenticationPath(path)).toBe(true);
  });

  it.each(['/v1/users/me', '/authors', '/v1/auth/x', '/'])('is false for %s', (path) => {
    expect(isAuthenticationPath(path)).toBe(false);
  });
});

describe(needsRequestedWith.name, () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('is true for every %s', (method) => {
    expect(needsRequestedWith(method, '/v1/users/me')).toBe(true);
  });

  it('is false for plain reads and true for the reads that change state', () => {
    expect(needsRequestedWith('GET', '/v1/users/me/authorization/{clientId}')).toBe(false);
    expect(needsRequestedWith('HEAD', '/v1/users/me')).toBe(false);
    expect(needsRequestedWith('GET', '/v1/enterprises/{id}/domains/{domainId}/users/forceSaml')).toBe(true);
  });

  it("matches the API's OpenAPI document: a read carries the header exactly when its operation requires it", () => {
    const document = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as OpenApiDocument;
    const reads = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method === 'get' || method === 'head')
        .map(([method, operation]) => ({ method, path, requires: (operation.parameters ?? []).some((p) => p.in === 'header' && p.name.toLowerCase() === 'x-requested-with' && p.required === true) })),
    );
    const requiring = reads.filter((read) => read.requires).map((read) => read.path);

    expect(reads.length).toBeGreaterThan(20);
    expect(requiring.sort()).toEqual([...STATE_CHANGING_READS].sort());
    for (const read of reads) expect([read.path, needsRequestedWith(read.method.toUpperCase(), read.path)]).toEqual([read.path, read.requires]);
  });

  it('sends the header on every write the OpenAPI document asks it on', () => {
    const document = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')) as OpenApiDocument;
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method !== 'get' && method !== 'head' && (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'X-Requested-With'))
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );

    expect(writes.length).toBeGreaterThan(20);
    expect(writes.filter((write) => !needsRequestedWith(write.method, write.path))).toEqual([]);
  });
});
