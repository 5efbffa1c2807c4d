import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import request from 'supertest';
import { type OpenApiDocument, OpenApiResponseValidator } from './support/openapi-response-validator';
import { signedInUser } from './support/enterprises';
import { applicationForm } from './support/site-applications';
import { CSRF, startTestApp, type TestApp } from './support/test-app';

/**
 * The check every e2e answer goes through (docs/adr/1004) catches a lie: a document that says
 * something else than the answer fails the request, naming method, path, status and the error.
 */

/** A tiny server that serves a document and answers as it is told, whatever the document says. */
function lyingServer(document: OpenApiDocument, answers: Record<string, { status: number; body?: unknown }>): Server {
  return createServer((incoming: IncomingMessage, response: ServerResponse) => {
    // Decoded as a router does: /%66orecasts is /forecasts.
    const path = decodeURIComponent((incoming.url ?? '/').split('?', 1)[0]);
    const answer = path === '/docs-json' ? { status: 200, body: document } : answers[`${incoming.method} ${path}`] ?? { status: 404, body: { statusCode: 404 } };
    if (answer.body === undefined) {
      response.writeHead(answer.status).end();
      return;
    }
    response.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer.body));
  });
}

const forecastDocument: OpenApiDocument = {
  openapi: '3.0.0',
  paths: {
    '/forecasts/{city}': {
      get: {
        responses: {
          '200': { content: { 'application/json': { schema: { $ref: '#/components/schemas/Forecast' } } } },
          '404': { content: { 'application/json': { schema: { type: 'object' } } } },
        },
      },
      delete: { responses: { '204': { description: 'Gone' } } },
    },
  },
  components: {
    schemas: {
      ErrorBodyDto: {
        type: 'object',
        required: ['statusCode', 'code', 'message'],
        properties: { statusCode: { type: 'number' }, code: { type: 'string' }, message: { type: 'string' } },
      },
      Forecast: {
        type: 'object',
        required: ['city', 'celsius', 'sky'],
        properties: {
          city: { type: 'string' },
          celsius: { type: 'number' },
          sky: { type: 'string', enum: ['clear', 'cloudy'] },
          warning: { type: 'string', nullable: true },
        },
      },
    },
  },
};

describe('OpenAPI check of e2e answers (a lying document fails)', () => {
  const good = { city: 'Rome', celsius: 21.5, sky: 'clear', warning: null };
  const server = lyingServer(forecastDocument, {
    'GET /forecasts/rome': { status: 200, body: good },
    'GET /forecasts/oslo': { status: 200, body: { city: 'Oslo', celsius: '3', sky: 'snow' } },
    'GET /forecasts/bern': { status: 200, body: { city: 'Bern', sky: 'cloudy' } },
    'GET /forecasts/lima': { status: 409, body: { statusCode: 409 } },
    'DELETE /forecasts/rome': { status: 204 },
    'DELETE /forecasts/oslo': { status: 200, body: { deleted: true } },
    'POST /forecasts/rome': { status: 201, body: good },
    'GET /maps': { status: 200, body: [] },
    'GET /forecasts/paris': { status: 503, body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Try again shortly' } },
    'GET /forecasts/nice': { status: 503, body: { retry: true } },
  });

  it('lets a documented answer through, nullable fields and all', async () => {
    await request(server).get('/forecasts/rome').expect(200, good);
    await request(server).delete('/forecasts/rome').expect(204);
  });

  it('fails a body of the wrong types or enum values, naming method, path, status and each error', async () => {
    const failure = request(server).get('/forecasts/oslo');
    await expect(failure).rejects.toThrow(
      'OpenAPI check: GET /forecasts/oslo answered 200: the body does not match the documented schema of 200 application/json: body/celsius must be number; body/sky must be equal to one of the allowed values',
    );
  });

  it('fails a body without a required property', async () => {
    await expect(request(server).get('/forecasts/bern')).rejects.toThrow("body must have required property 'celsius'");
  });

  it('fails a status the operation does not document', async () => {
    await expect(request(server).get('/forecasts/lima')).rejects.toThrow('GET /forecasts/lima answered 409: status 409 is not documented (documented: 200, 404)');
  });

  it('fails a body where the document gives none, and a method or path it does not have', async () => {
    await expect(request(server).delete('/forecasts/oslo')).rejects.toThrow('DELETE /forecasts/oslo answered 200: status 200 is not documented');
    await expect(request(server).post('/forecasts/rome')).rejects.toThrow('POST /forecasts/rome answered 201: /forecasts/{city} documents no POST');
    await expect(request(server).get('/maps')).rejects.toThrow('GET /maps answered 200: the path is not in the OpenAPI document');
  });

  it('matches a path whose segments are percent-encoded as the router decodes them', async () => {
    await expect(request(server).get('/%66orecasts/oslo')).rejects.toThrow('GET /%66orecasts/oslo answered 200: the body does not match the documented schema of 200');
  });

  it('lets any route answer 500 or 503 undocumented, but only with the error body', async () => {
    await request(server).get('/forecasts/paris').expect(503);
    await expect(request(server).get('/forecasts/nice')).rejects.toThrow(
      "GET /forecasts/nice answered 503: the body does not match the documented schema of 503 application/json: body must have required property 'statusCode'",
    );
  });

  it("shows the test's own expectation first when it fails too", async () => {
    await expect(request(server).get('/forecasts/lima').expect(200)).rejects.toThrow('expected 200 "OK", got 409 "Conflict"');
  });

  it('skips only the listed answers: a 404 of a path no route serves', async () => {
    await request(server).get('/nowhere').expect(404);
  });

  afterAll(() => {
    server.close();
  });
});

describe("OpenAPI check against the identity API's own document", () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await startTestApp();
    document = (await t.agent().get('/docs-json').expect(200)).body as OpenApiDocument;
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses an answer that a changed copy of the document describes otherwise', async () => {
    const { agent } = await signedInUser(t, { role: 'SYSADMIN' });
    const created = await agent.post('/v1/siteapplications').set(CSRF).send(applicationForm()).expect(201);
    const answer = await agent.get(`/v1/siteapplications/${created.body.id as number}`).expect(200);
    const observed = { method: 'GET', path: `/v1/siteapplications/${created.body.id as number}`, status: 200, contentType: 'application/json', body: answer.body, bodyLength: answer.text.length };
    expect(new OpenApiResponseValidator(document).problemOf(observed)).toBeNull();

    const lying = structuredClone(document) as OpenApiDocument & { components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> } };
    lying.components.schemas.SiteApplicationDetailDto.properties.ordering_number = { type: 'string' };
    lying.components.schemas.SiteApplicationDetailDto.required.push('launched_at');
    expect(new OpenApiResponseValidator(lying).problemOf(observed)).toMatch(
      /^GET \/v1\/siteapplications\/\d+ answered 200: the body does not match the documented schema of 200 application\/json: body must have required property 'launched_at'; body\/ordering_number must be string/,
    );
  });

  it('documents POST /v1/users as the 201 of a sign-up and the 200 of a checkup (a sign-up was documented as 200)', () => {
    const responses = (document.paths['/v1/users'].post as { responses: Record<string, { content: Record<string, { schema: unknown }> }> }).responses;
    expect(responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/RegistrationAcceptedDto' });
    expect(responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CheckupDto' });
  });
});
