import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { REQUEST_EXAMPLES } from './requestExamples.js';

/*
 * What tsoa cannot say in the OpenAPI document it generates, said after it (`npm run api` runs this
 * on openapi/openapi.json; the freshness test runs it on a fresh generation too):
 * - OpenAPI 3.0 as every tool reads it: a `$ref` never has siblings (they go beside an `allOf`), and
 *   `X | null` of a named schema is X written out in place with `nullable: true` (nullableInPlace).
 * - Who may call: the roles and API-key scopes tsoa carries as bearer "scopes" move to `x-roles` and
 *   `x-api-key-scopes` (and a sentence of the description); a bearer scheme has no scopes.
 * - The errors every call can answer because of the pipeline it goes through (app.ts), each where it
 *   applies; a controller documents the ones of its own (404, 409, ...), and its words are kept.
 * - Files are binary, not base64.
 * - The main request bodies have an example (requestExamples.ts).
 */

// The document is walked as the untyped JSON tsoa wrote.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' };
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 1 } } };
const errorAnswer = (description: string, headers?: Json) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ERROR_BODY } },
});

/** The pipeline's errors, as components.responses: status, name and when it applies. */
const PIPELINE_ERRORS: ReadonlyArray<{ status: string; name: string; applies: (op: Json) => boolean; response: Json }> = [
  {
    status: '400',
    name: 'BadRequest',
    applies: (op) => Boolean(op.requestBody) || (op.parameters ?? []).length > 0,
    response: errorAnswer(
      'The body, a parameter or the query string is not valid (7001): `fields` names each failing field; a body nested deeper than 32 levels answers the same.',
    ),
  },
  {
    status: '401',
    name: 'Unauthorized',
    applies: (op) => (op.security ?? []).length > 0,
    response: errorAnswer('No token or API key, or one that is expired, revoked or unknown (7002).'),
  },
  {
    status: '403',
    name: 'Forbidden',
    // Any guarded call: a role or scope it does not take, or an API key where only a signed-in account may call.
    applies: (op) => (op.security ?? []).length > 0,
    response: errorAnswer("The signed-in account's role may not make this call, or the API key lacks its scope or is not taken by it (7005)."),
  },
  {
    status: '413',
    name: 'PayloadTooLarge',
    applies: (op) => Boolean(op.requestBody),
    response: errorAnswer('The body is larger than 100 kB (7013).'),
  },
  {
    status: '415',
    name: 'UnsupportedMediaType',
    applies: (op) => Boolean(op.requestBody),
    response: errorAnswer('The body is not `application/json` (7035).'),
  },
  {
    status: '429',
    name: 'TooManyRequests',
    applies: (op) => (op.security ?? []).some((rule: Json) => 'apiKey' in rule),
    response: errorAnswer("Past the API key's calls per minute (7008): wait `Retry-After` seconds.", RETRY_AFTER),
  },
  {
    status: '500',
    name: 'InternalError',
    applies: () => true,
    response: errorAnswer('An unexpected failure (7000): whatever the call was to change is left as it was; try again, and report it if it persists.'),
  },
  {
    status: '503',
    name: 'ServiceUnavailable',
    applies: () => true,
    response: errorAnswer('The database does not answer (7014): try again after `Retry-After` seconds; a token stays good.', RETRY_AFTER),
  },
];

/**
 * `X | null` as OpenAPI 3.0 tools read it: `nullable: true` beside the `type` of X written out in
 * place (an enum's values, an object's properties), since beside a `$ref` or an `allOf` it admits
 * no null in any of them. An enum lists its values only: `nullable` admits null (the reading of
 * Prism and openapi-typescript; a `null` in the list breaks Prism's validation of the whole answer).
 */
function nullableInPlace(schema: Json, schemas: Json): Json {
  const choices: Json[] = schema.allOf ?? schema.anyOf ?? schema.oneOf ?? [];
  const { allOf: _all, anyOf: _any, oneOf: _one, nullable: _nullable, ...siblings } = schema;
  if (schema.allOf?.length === 1 && typeof choices[0].$ref === 'string') {
    const target: Json = schemas[choices[0].$ref.replace('#/components/schemas/', '')];
    if (!target?.type) throw new Error(`finishSpec: cannot write ${choices[0].$ref} in place as nullable`);
    return { ...target, ...siblings, nullable: true };
  }
  if (schema.anyOf && choices.every((choice) => typeof choice.type === 'string')) {
    return { ...siblings, anyOf: choices.map((choice) => ({ ...choice, nullable: true })) };
  }
  throw new Error(`finishSpec: a nullable schema with no type that cannot be written out: ${JSON.stringify(schema)}`);
}

/** Rewrites schemas in place, anywhere in the document. */
function tidySchemas(node: unknown, schemas: Json): void {
  if (Array.isArray(node)) return node.forEach((item) => tidySchemas(item, schemas));
  if (node === null || typeof node !== 'object') return;
  const schema = node as Json;
  if (schema.nullable === true && schema.type === undefined) replaceWith(schema, nullableInPlace(schema, schemas));
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) {
    schema.enum = schema.enum.filter((value: unknown) => value !== null);
    schema.nullable = true;
  }
  if (typeof schema.$ref === 'string' && Object.keys(schema).length > 1) {
    const { $ref, ...siblings } = schema;
    replaceWith(schema, { allOf: [{ $ref }], ...siblings });
  }
  for (const value of Object.values(schema)) tidySchemas(value, schemas);
}

function replaceWith(target: Json, source: Json): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, source);
}

/** Moves the roles and scopes out of the security requirements. */
function sayWhoMayCall(op: Json): void {
  const rules: Json[] = op.security ?? [];
  if (rules.length === 0 || String(op.description).includes('**Who may call:**')) return;
  const roles: string[] = rules.flatMap((rule) => rule.jwt ?? []);
  const scopes: string[] = rules.flatMap((rule) => rule.apiKey ?? []);
  op.security = rules.map((rule) => Object.fromEntries(Object.keys(rule).map((scheme) => [scheme, []])));
  if (roles.length) op['x-roles'] = roles;
  if (scopes.length) op['x-api-key-scopes'] = scopes;
  const who = [
    roles.length ? `a signed-in ${roles.join(' or ')}` : rules.some((rule) => 'jwt' in rule) ? 'any signed-in account' : '',
    scopes.length ? `an API key with the scope ${scopes.map((s) => `\`${s}\``).join(' or ')}` : '',
  ].filter(Boolean);
  op.description = `${op.description ? `${op.description}\n\n` : ''}**Who may call:** ${who.join(', or ')}.`;
}

export function finishSpec(generated: Json): Json {
  const spec: Json = structuredClone(generated);
  // 3.0.3 is the 3.0 that says what `nullable` means (only beside a `type`).
  spec.openapi = '3.0.3';
  const schemas = spec.components.schemas;
  tidySchemas(schemas, schemas);
  spec.components.responses = Object.fromEntries(PIPELINE_ERRORS.map(({ name, response }) => [name, response]));
  const unused = new Set(Object.keys(REQUEST_EXAMPLES));
  for (const item of Object.values(spec.paths as Json)) {
    for (const op of Object.values(item as Json) as Json[]) {
      tidySchemas(op.parameters, schemas);
      tidySchemas(op.requestBody, schemas);
      const example = REQUEST_EXAMPLES[op.operationId as keyof typeof REQUEST_EXAMPLES];
      if (example) {
        op.requestBody.content['application/json'].example = example;
        unused.delete(op.operationId);
      }
      sayWhoMayCall(op);
      for (const { status, name, applies } of PIPELINE_ERRORS) {
        if (applies(op) && !op.responses[status]) op.responses[status] = { $ref: `#/components/responses/${name}` };
      }
      op.responses = Object.fromEntries(Object.entries(op.responses as Json).sort(([a], [b]) => a.localeCompare(b)));
      for (const response of Object.values(op.responses as Json)) {
        tidySchemas(response.content, schemas);
        for (const [mediaType, content] of Object.entries((response.content ?? {}) as Json)) {
          if (mediaType !== 'application/json' && content.schema?.format === 'byte') content.schema.format = 'binary';
        }
      }
    }
  }
  if (unused.size) throw new Error(`finishSpec: examples of no operation: ${[...unused].join(', ')}`);
  dropUnreferenced(spec);
  return spec;
}

/** A schema written out in place everywhere it was used is referred to no more: it goes (the published WebhookEvent stays). */
function dropUnreferenced(spec: Json): void {
  const schemas: Json = spec.components.schemas;
  const reached = new Set<string>(['WebhookEvent']);
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    const ref = (node as Json).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (!reached.has(name)) {
        reached.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(spec.paths);
  visit(spec.components.responses);
  visit(schemas.WebhookEvent);
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

/** `tsx src/scripts/finishSpec.ts <openapi.json>`: finishes the document in place. */
async function finishFile(file: string): Promise<void> {
  const spec = JSON.parse(await fs.readFile(file, 'utf8'));
  await fs.writeFile(file, JSON.stringify(finishSpec(spec), null, 2));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void finishFile(process.argv[2]!);
