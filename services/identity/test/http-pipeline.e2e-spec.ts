import { CSRF, PORTAL_ORIGIN, startTestApp, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';

describe('HTTP pipeline: CSRF, CORS, bodies, errors, request ids', () => {
  let t: TestApp;
  let email: string;

  beforeAll(async () => {
    t = await startTestApp();
    email = (await t.createUser({ password: PASSWORD })).email;
  });

  afterAll(async () => {
    await t.close();
  });

  const csrfRejected = { statusCode: 403, code: 'CSRF_REJECTED', message: 'The request was refused by the cross-site request check' };

  describe('CSRF', () => {
    it('refuses a state-changing call without X-Requested-With', async () => {
      const response = await t.agent().post('/auth/login').send({ email, password: PASSWORD }).expect(403);

      expect(response.body).toEqual(csrfRejected);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a wrong X-Requested-With value', async () => {
      await t.agent().post('/auth/login').set('X-Requested-With', 'fetch').send({ email, password: PASSWORD }).expect(403);
    });

    it('refuses a foreign Origin even with the header', async () => {
      const response = await t.agent().post('/auth/login').set(CSRF).set('Origin', 'https://evil.example').send({ email, password: PASSWORD });

      expect(response.status).toBe(403);
      expect(response.body).toEqual(csrfRejected);
    });

    it('protects PUT and logout as well', async () => {
      const agent = await t.signIn(email, PASSWORD);

      await agent.put('/v1/users/me').send({ first_name: 'A', last_name: 'B' }).expect(403);
      await agent.post('/auth/logout').expect(403);
      await agent.get('/v1/users/me').expect(200);
    });

    it("accepts the portal's origin and the API's own origin", async () => {
      await t.agent().post('/auth/login').set(CSRF).set('Origin', PORTAL_ORIGIN).send({ email, password: PASSWORD }).expect(200);
      await t.agent().post('/auth/login').set(CSRF).set('Origin', t.config.publicApiUrl.origin).send({ email, password: PASSWORD }).expect(200);
    });

    it('does not ask for the header on reads', async () => {
      await t.agent().get('/v1/eula/collaborate').set('Origin', 'https://evil.example').expect(200);
    });
  });

  describe('CORS', () => {
    it('answers the portal preflight with credentials, the CSRF header and the exposed headers', async () => {
      const response = await t
        .agent()
        .options('/auth/login')
        .set('Origin', PORTAL_ORIGIN)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type,x-requested-with')
        .expect(204);

      expect(response.headers['access-control-allow-origin']).toBe(PORTAL_ORIGIN);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(response.headers['access-control-allow-methods']).toContain('PUT');
      expect(response.headers['access-control-allow-headers']).toMatch(/X-Requested-With/i);
    });

    it('exposes the request id and paging headers to the portal on real calls', async () => {
      const response = await t.agent().get('/v1/eula/collaborate').set('Origin', PORTAL_ORIGIN).expect(200);

      expect(response.headers['access-control-allow-origin']).toBe(PORTAL_ORIGIN);
      expect(response.headers['access-control-expose-headers'].split(/,\s*/)).toEqual(['x-request-id', 'x-result-total-count', 'x-result-page-limit', 'x-result-start-offset']);
    });

    it('lets the portal read the refusals too: unauthenticated, CSRF, unknown route, and a preflight carries the security headers', async () => {
      const refusals = await Promise.all([
        t.agent().get('/v1/users/me').set('Origin', PORTAL_ORIGIN).expect(401),
        t.agent().post('/auth/logout').set('Origin', PORTAL_ORIGIN).expect(403),
        t.agent().get('/v1/no-such-route').set('Origin', PORTAL_ORIGIN).expect(404),
      ]);
      for (const response of refusals) {
        expect(response.headers['access-control-allow-origin']).toBe(PORTAL_ORIGIN);
        expect(response.headers['access-control-allow-credentials']).toBe('true');
        expect(response.headers.vary).toMatch(/\bOrigin\b/i);
        expect(response.headers['x-request-id']).toBeDefined();
      }
      expect(refusals.map((response) => (response.body as { code: string }).code)).toEqual(['UNAUTHENTICATED', 'CSRF_REJECTED', 'NOT_FOUND']);

      const preflight = await t.agent().options('/v1/users/me').set('Origin', PORTAL_ORIGIN).set('Access-Control-Request-Method', 'PUT').expect(204);
      expect(preflight.headers['x-frame-options']).toBe('DENY');
      expect(preflight.headers['x-content-type-options']).toBe('nosniff');
      expect(preflight.headers['access-control-max-age']).toBe('600');
    });

    it('gives a foreign origin no CORS permission', async () => {
      const response = await t.agent().options('/auth/login').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST');

      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });

  describe('bodies', () => {
    it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
      const response = await t.agent().post('/auth/login').set(CSRF).set('Content-Type', 'application/json').send('{"email": "a@b.com",').expect(400);

      expect(response.body).toEqual({ statusCode: 400, code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' });
    });

    it('refuses an unknown field', async () => {
      const response = await t.agent().post('/auth/login').set(CSRF).send({ email, password: PASSWORD, remember: true }).expect(400);

      expect(response.body.errors).toEqual([{ field: 'remember', code: 'UNKNOWN_FIELD', message: 'This field is not allowed' }]);
    });

    it('refuses a body over 1 MB with 413', async () => {
      const response = await t
        .agent()
        .post('/auth/login')
        .set(CSRF)
        .send({ email, password: 'x'.repeat(1024 * 1024 + 10) })
        .expect(413);

      expect(response.body).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
    });

    it('refuses a body that is not JSON with 415', async () => {
      const response = await t.agent().post('/auth/login').set(CSRF).set('Content-Type', 'application/x-www-form-urlencoded').send('email=a&password=b').expect(415);

      expect(response.body).toEqual({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be JSON' });
    });

    it('refuses a JSON body that is not an object', async () => {
      const response = await t.agent().post('/auth/login').set(CSRF).set('Content-Type', 'application/json').send('[1,2]').expect(400);

      expect(response.body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'The request is not valid' });
    });
  });

  describe('errors and headers', () => {
    it('answers an unknown route with the contract body', async () => {
      const response = await t.agent().get('/v1/nothing-here').expect(404);

      expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
    });

    it('gives every answer a request id, keeping a usable one from the caller', async () => {
      const generated = await t.agent().get('/health/live').expect(200);
      const kept = await t.agent().get('/health/live').set('X-Request-Id', 'trace-42').expect(200);
      const replaced = await t.agent().get('/health/live').set('X-Request-Id', 'bad id with spaces').expect(200);

      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(kept.headers['x-request-id']).toBe('trace-42');
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('sends the security headers of helmet', async () => {
      const response = await t.agent().get('/health/live').expect(200);

      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('OpenAPI', () => {
    it('serves a document of every route with its answers, and the UI', async () => {
      const document = (await t.agent().get('/docs-json').expect(200)).body;

      expect(Object.keys(document.paths).sort()).toEqual([
        '/.well-known/jwks.json',
        '/auth/facebook',
        '/auth/facebook/callback',
        '/auth/impersonate',
        '/auth/impersonate/end',
        '/auth/linkedin',
        '/auth/linkedin/callback',
        '/auth/login',
        '/auth/logout',
        '/auth/passkey',
        '/auth/passkey/options',
        '/auth/provider',
        '/auth/providers/social',
        '/auth/saml/remote/metadata',
        '/auth/saml/{domainId}/acs',
        '/auth/saml/{domainId}/login',
        '/auth/saml/{domainId}/metadata',
        '/auth/saml/{domainId}/slo',
        '/auth/second-step',
        '/auth/second-step/enrolment/passkey',
        '/auth/second-step/enrolment/passkey/options',
        '/auth/second-step/enrolment/totp',
        '/auth/second-step/enrolment/totp/confirm',
        '/auth/second-step/passkey',
        '/auth/second-step/passkey/options',
        '/auth/second-step/recovery-code',
        '/auth/second-step/totp',
        '/auth/session',
        '/health/live',
        '/health/ready',
        '/metrics',
        '/oidc/interaction/{uid}',
        '/oidc/interaction/{uid}/consent',
        '/v1/audit',
        '/v1/audit/export',
        '/v1/avatars/{avatarId}',
        '/v1/captcha',
        '/v1/captcha/challenge',
        '/v1/enterprises',
        '/v1/enterprises/{id}',
        '/v1/enterprises/{id}/domains',
        '/v1/enterprises/{id}/domains/{domainId}/saml',
        '/v1/enterprises/{id}/domains/{domainId}/users/claim',
        '/v1/enterprises/{id}/domains/{domainId}/users/forceSaml',
        '/v1/enterprises/{id}/second-factor-policy',
        '/v1/enterprises/{id}/users',
        '/v1/enterprises/{id}/users/{userId}',
        '/v1/enterprises/{id}/users/{userId}/second-factors',
        '/v1/eula/collaborate',
        '/v1/handoff/redeem',
        '/v1/siteapplications',
        '/v1/siteapplications/{id}',
        '/v1/siteapplications/{id}/secret',
        '/v1/timezones/get_all_timezones',
        '/v1/timezones/{id}',
        '/v1/users',
        '/v1/users/forgot',
        '/v1/users/me',
        '/v1/users/me/authorization/{clientId}',
        '/v1/users/me/avatar',
        '/v1/users/me/reauthentication',
        '/v1/users/me/reauthentication/code',
        '/v1/users/me/second-factors',
        '/v1/users/me/second-factors/passkeys',
        '/v1/users/me/second-factors/passkeys/options',
        '/v1/users/me/second-factors/passkeys/{id}',
        '/v1/users/me/second-factors/recovery-codes',
        '/v1/users/me/second-factors/totp',
        '/v1/users/me/second-factors/totp/{id}',
        '/v1/users/me/second-factors/totp/{id}/confirm',
        '/v1/users/me/session',
        '/v1/users/me/sessions',
        '/v1/users/me/sessions/{id}',
        '/v1/users/rewelcome',
        '/v1/users/{key}',
        '/v1/users/{key}/disabled',
        '/v1/users/{key}/password-reset',
        '/v1/users/{key}/role',
        '/v1/users/{key}/second-factors',
        '/v1/users/{key}/sessions',
        '/v1/users/{key}/verification',
      ]);
      expect(Object.keys(document.paths['/auth/login'].post.responses).sort()).toEqual(['200', '400', '401', '403', '413', '415']);
      expect(Object.keys(document.paths['/v1/users/me'].put.responses).sort()).toEqual(['200', '400', '401', '403', '413', '415']);
      expect(document.components.schemas.ErrorBodyDto.required).toEqual(['statusCode', 'code', 'message']);
      expect(document.components.securitySchemes.session).toEqual({ type: 'apiKey', in: 'cookie', name: 'wid_session' });
      expect(document.components.securitySchemes.clientCredentials).toMatchObject({ type: 'http', scheme: 'basic' });
      expect((await t.agent().get('/docs').expect(200)).text).toContain('swagger');
    });
  });

  describe('health', () => {
    it('is live and ready while the database answers', async () => {
      expect((await t.agent().get('/health/live').expect(200)).body).toEqual({ status: 'ok' });
      expect((await t.agent().get('/health/ready').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
    });
  });
});
