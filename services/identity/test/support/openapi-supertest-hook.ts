/**
 * Jest setup of the API e2e suite (jest.e2e.config.mjs): every answer a test receives through
 * supertest is checked against the OpenAPI document that the answering app serves at /docs-json,
 * the one packages/api-client is generated from (docs/adr/1004). A test that gets an answer the
 * document does not describe fails at its `await`, with the method, path, status and the schema
 * error; its own expectations are checked first, so their failure is the one shown.
 *
 * The check hooks into supertest's Test.end, which `await`, `.then` and `.end(callback)` all go
 * through, so tests need no change and new tests are covered.
 */
import type { Server } from 'node:http';
import type { Response } from 'supertest';
import Test from 'supertest/lib/test';
import { type OpenApiDocument, OpenApiResponseValidator } from './openapi-response-validator';

type EndCallback = (error: Error | null, response: Response) => void;
type CheckedTest = Test & { app: Server | string; [UNCHECKED]?: true };

/** Marks the hook's own request for the document. */
const UNCHECKED = Symbol('openapi-unchecked');

/** The document of each server (or base URL), read once; null for a server that is not the identity API. */
const validators = new WeakMap<object, Promise<OpenApiResponseValidator | null>>();
const validatorsByUrl = new Map<string, Promise<OpenApiResponseValidator | null>>();
/** Validators by document text: an app restarted in a test serves the same document, compiled once. */
const byDocument = new Map<string, OpenApiResponseValidator>();

function validatorOf(app: Server | string): Promise<OpenApiResponseValidator | null> {
  const cached = typeof app === 'string' ? validatorsByUrl.get(app) : validators.get(app);
  if (cached) return cached;
  const loading = readDocument(app);
  if (typeof app === 'string') validatorsByUrl.set(app, loading);
  else validators.set(app, loading);
  return loading;
}

async function readDocument(app: Server | string): Promise<OpenApiResponseValidator | null> {
  const documentRequest = new Test(app as never, 'GET', '/docs-json') as CheckedTest;
  documentRequest[UNCHECKED] = true;
  const response = await documentRequest;
  // Tests also talk to their peers (webhook receivers, identity providers...): they serve no document.
  if (response.status === 404) return null;
  if (response.status !== 200 || typeof response.body?.openapi !== 'string') {
    throw new Error(`OpenAPI check: GET /docs-json answered ${response.status}, not the document`);
  }
  const text = response.text;
  let validator = byDocument.get(text);
  if (!validator) {
    validator = new OpenApiResponseValidator(response.body as OpenApiDocument);
    byDocument.set(text, validator);
  }
  return validator;
}

function bodyLength(response: Response): number {
  if (typeof response.text === 'string') return Buffer.byteLength(response.text);
  return Buffer.isBuffer(response.body) ? response.body.length : 0;
}

/** The parsed JSON body; a test that buffers the answer as bytes (.buffer().parse(...)) gets a Buffer, parsed here. */
function jsonBodyOf(response: Response): unknown {
  if (!Buffer.isBuffer(response.body) || !/^application\/(.+\+)?json$/.test(response.type ?? '')) return response.body;
  try {
    return JSON.parse(response.body.toString('utf8')) as unknown;
  } catch {
    return response.body;
  }
}

async function problemOf(test: CheckedTest, response: Response): Promise<string | null> {
  const validator = await validatorOf(test.app);
  if (!validator) return null;
  return validator.problemOf({
    method: (test as unknown as { method: string }).method,
    path: new URL(test.url).pathname,
    status: response.status,
    contentType: response.type ?? '',
    body: jsonBodyOf(response),
    bodyLength: bodyLength(response),
  });
}

const end = Test.prototype.end;

Test.prototype.end = function checkedEnd(this: CheckedTest, callback?: EndCallback): Test {
  if (this[UNCHECKED]) return end.call(this, callback);
  return end.call(this, (error: Error | null, response: Response) => {
    if (error || !response) return callback?.call(this, error, response);
    problemOf(this, response).then(
      (problem) => callback?.call(this, problem === null ? null : new Error(`OpenAPI check: ${problem}`), response),
      (failure: Error) => callback?.call(this, failure, response),
    );
  });
};
