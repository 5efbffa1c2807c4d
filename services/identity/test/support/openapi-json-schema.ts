/**
 * OpenAPI 3.0 schema objects in the JSON Schema that Ajv reads. The two differ in a few words:
 * 3.0's `nullable: true` (which Ajv accepts only beside a `type`, and which must also hold beside an
 * `allOf` reference, as @nestjs/swagger writes nullable objects) becomes "null, or the rest";
 * `example`, `xml`, `externalDocs` and `discriminator` say nothing about validity and are dropped;
 * a `$ref` into the document points into the one schema that holds its components.
 */

/** The `$id` under which the document's component schemas are registered with Ajv. */
export const COMPONENTS_SCHEMA_ID = 'openapi-components';

type SchemaObject = Record<string, unknown>;

/** Keywords whose value is one schema, an array of schemas, or a map of names to schemas. */
const ONE_SCHEMA = new Set(['items', 'not', 'additionalProperties']);
const SCHEMA_ARRAY = new Set(['allOf', 'anyOf', 'oneOf']);
const SCHEMA_MAP = new Set(['properties', 'patternProperties']);
const DROPPED = new Set(['nullable', 'example', 'xml', 'externalDocs', 'discriminator']);

const isObject = (value: unknown): value is SchemaObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export function toJsonSchema(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  const converted: SchemaObject = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (DROPPED.has(keyword)) continue;
    converted[keyword] = convertKeyword(keyword, value);
  }
  if (schema.nullable !== true) return converted;
  const { description, ...rest } = converted;
  return { ...(description === undefined ? {} : { description }), anyOf: [{ type: 'null' }, rest] };
}

function convertKeyword(keyword: string, value: unknown): unknown {
  if (keyword === '$ref' && typeof value === 'string') return referenceOf(value);
  if (ONE_SCHEMA.has(keyword)) return toJsonSchema(value);
  if (SCHEMA_ARRAY.has(keyword) && Array.isArray(value)) return value.map(toJsonSchema);
  if (SCHEMA_MAP.has(keyword) && isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, toJsonSchema(schema)]));
  }
  return value;
}

/** `#/components/schemas/X` -> the same schema among the registered components. */
function referenceOf(ref: string): string {
  const prefix = '#/components/schemas/';
  if (!ref.startsWith(prefix)) throw new Error(`OpenAPI reference ${ref} is not to a component schema`);
  return `${COMPONENTS_SCHEMA_ID}#/definitions/${ref.slice(prefix.length)}`;
}

/** The document's component schemas as one JSON Schema, for Ajv.addSchema. */
export function componentsSchema(schemas: Record<string, unknown>): SchemaObject {
  return {
    $id: COMPONENTS_SCHEMA_ID,
    definitions: Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, toJsonSchema(schema)])),
  };
}
