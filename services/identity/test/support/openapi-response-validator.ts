import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { componentsSchema, toJsonSchema } from './openapi-json-schema';
import { ERROR_BODY_SCHEMA, skippedBecause, STATUSES_OF_EVERY_ROUTE } from './openapi-skipped-routes';

/** The parts of an OpenAPI 3.0 document the check reads. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject | unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

interface OperationObject {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** One answer as a test saw it. */
export interface ObservedResponse {
  method: string;
  /** The request's path, with or without a query. */
  path: string;
  status: number;
  /** The Content-Type without parameters, or '' without a body. */
  contentType: string;
  /** The parsed JSON body (for a JSON answer). */
  body: unknown;
  /** How many bytes the body had. */
  bodyLength: number;
}

interface PathTemplate {
  template: string;
  /** Its segments; null stands for a parameter, which matches any one non-empty segment. */
  segments: (string | null)[];
  parameters: number;
}

/**
 * Checks answers against an OpenAPI 3.0 document: the path and method must be documented (or listed
 * in openapi-skipped-routes.ts), the status must be one of the operation's responses, a body must
 * have a documented media type, and a JSON body must satisfy its schema (types, required
 * properties, enums, formats; further properties are allowed where the document allows them, which
 * is OpenAPI's default). `problemOf` names what is wrong, or gives null.
 */
export class OpenApiResponseValidator {
  private readonly ajv = new Ajv({ allErrors: true, strictSchema: true, strictTypes: false, strictTuples: false, strictRequired: false });
  private readonly templates: PathTemplate[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    if (!document.openapi?.startsWith('3.0')) throw new Error(`Only OpenAPI 3.0 documents are checked, not ${document.openapi}`);
    addFormats(this.ajv);
    this.ajv.addSchema(componentsSchema(document.components?.schemas ?? {}));
    // The most literal template first: /v1/users/me before /v1/users/{id}.
    this.templates = Object.keys(document.paths)
      .map((template) => {
        const segments = template.split('/').map((segment) => (/^\{[^}]+\}$/.test(segment) ? null : segment));
        return { template, segments, parameters: segments.filter((segment) => segment === null).length };
      })
      .sort((a, b) => a.parameters - b.parameters || b.template.length - a.template.length);
  }

  problemOf(response: ObservedResponse): string | null {
    const method = response.method.toUpperCase();
    const path = response.path.split('?', 1)[0];
    const problem = this.find(method, path, response);
    return problem === null ? null : `${method} ${path} answered ${response.status}: ${problem}`;
  }

  private find(method: string, path: string, response: ObservedResponse): string | null {
    // The router decodes each segment (/users/%63laim is /users/claim), so the templates are matched against decoded ones.
    const segments = path.split('/').map(decodedSegment);
    const templates = this.templates.filter((candidate) => matches(candidate.segments, segments));
    // HEAD is answered by the GET route (Fastify), without a body.
    const operationMethod = method === 'HEAD' ? 'get' : method.toLowerCase();
    const documented = templates.find((candidate) => isOperation(this.document.paths[candidate.template][operationMethod]));
    if (!documented) {
      if (skippedBecause(method, path, response.status) !== null) return null;
      return templates.length === 0
        ? 'the path is not in the OpenAPI document (document it, or list it in test/support/openapi-skipped-routes.ts with the reason)'
        : `${templates[0].template} documents no ${method}`;
    }
    const operation = this.document.paths[documented.template][operationMethod] as OperationObject;
    return this.checkResponse(`${operationMethod} ${documented.template}`, operation, method, response);
  }

  private checkResponse(operationKey: string, operation: OperationObject, method: string, response: ObservedResponse): string | null {
    const responses = operation.responses ?? {};
    const status = String(response.status);
    const key = [status, `${status[0]}XX`, 'default'].find((candidate) => responses[candidate] !== undefined);
    if (key === undefined) {
      if (!STATUSES_OF_EVERY_ROUTE.has(response.status)) return `status ${status} is not documented (documented: ${Object.keys(responses).join(', ') || 'none'})`;
      return this.checkJsonBody(`every route ${status}`, status, 'application/json', ERROR_BODY_SCHEMA, response);
    }
    const content = responses[key].content ?? {};
    const mediaTypes = Object.keys(content);
    if (response.bodyLength === 0 || method === 'HEAD') {
      return mediaTypes.length === 0 || method === 'HEAD' ? null : `no body, but the document gives ${status} a body (${mediaTypes.join(', ')})`;
    }
    if (mediaTypes.length === 0) return `a body of type ${response.contentType || 'unknown'}, but the document gives ${status} none`;
    const mediaType = mediaTypes.find((candidate) => mediaTypeMatches(candidate, response.contentType));
    if (mediaType === undefined) return `content type ${response.contentType || 'unknown'} is not documented for ${status} (documented: ${mediaTypes.join(', ')})`;
    const schema = content[mediaType].schema;
    if (!isJson(mediaType) || schema === undefined) return null;
    return this.checkJsonBody(`${operationKey} ${key} ${mediaType}`, status, mediaType, schema, response);
  }

  private checkJsonBody(validatorKey: string, status: string, mediaType: string, schema: unknown, response: ObservedResponse): string | null {
    if (response.contentType !== mediaType) return `content type ${response.contentType || 'none'}, not ${mediaType}`;
    const validate = this.validatorOf(validatorKey, schema);
    if (validate(response.body)) return null;
    const errors = this.ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
    return `the body does not match the documented schema of ${status} ${mediaType}: ${errors}; body: ${truncated(JSON.stringify(response.body))}`;
  }

  private validatorOf(key: string, schema: unknown): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as object);
      this.compiled.set(key, validate);
    }
    return validate;
  }
}

function isOperation(value: unknown): value is OperationObject {
  return typeof value === 'object' && value !== null;
}

function matches(template: (string | null)[], segments: string[]): boolean {
  return template.length === segments.length && template.every((segment, index) => (segment === null ? segments[index] !== '' : segment === segments[index]));
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function mediaTypeMatches(documented: string, actual: string): boolean {
  if (documented === '*/*' || documented === actual) return true;
  return documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1));
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function truncated(text: string | undefined): string {
  if (text === undefined) return 'undefined';
  return text.length > 500 ? `${text.slice(0, 500)}...` : text;
}
