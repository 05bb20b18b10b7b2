import fs from 'node:fs';
import { createRequire } from 'node:module';
import { OpenAPIBackend, type Operation } from 'openapi-backend';
import addFormats from 'ajv-formats';

/*
 * Every answer the tests get from the API is held to the published contract, openapi/openapi.json:
 * its status must be one the operation lists, its media type one that status declares, and a JSON
 * body must validate against that status's schema. openapi-backend does the matching of a call to
 * its operation and compiles each schema with AJV (ajv-formats checks uuid and date-time) when an
 * answer first needs it. `quick` skips its checking of the document and its compiling of every
 * operation's validators at load: that took 10 s on a quiet machine and a minute on a busy one,
 * inside whichever test called first; the document is checked by Redocly and Spectral in `npm run check`.
 */

const specPath = createRequire(import.meta.url).resolve('@moveday/openapi/openapi.json');
let loading: Promise<OpenAPIBackend> | undefined;

/**
 * OpenAPI 3.0 leaves open whether `nullable: true` admits null past an `enum` that does not list it.
 * The document reads it that it does (as Prism and openapi-typescript do; finishSpec.ts), and AJV,
 * which reads it that it does not, is given the null in the list.
 */
function admitNullToNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(admitNullToNullableEnums);
  if (node === null || typeof node !== 'object') return;
  const schema = node as { nullable?: boolean; enum?: unknown[] };
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  Object.values(node).forEach(admitNullToNullableEnums);
}

function contract(): Promise<OpenAPIBackend> {
  loading ??= (async () => {
    const definition = JSON.parse(fs.readFileSync(specPath, 'utf8'));
    admitNullToNullableEnums(definition);
    const backend = new OpenAPIBackend({
      definition,
      apiRoot: '/api',
      strict: true,
      validate: true,
      quick: true,
      ajvOpts: { strict: false, allErrors: true },
      // Only the schemas an answer needs are compiled, when it first comes.
      customizeAjv: (ajv) => addFormats.default(ajv, ['uuid', 'date-time', 'email', 'uri']),
    });
    await backend.init();
    return backend;
  })();
  return loading;
}

export interface Answer {
  method: string;
  /** The path with its query string, as called. */
  url: string;
  status: number;
  contentType: string | null;
  /** The parsed JSON body, or the text of any other; undefined when it could not be read (the status and media type are still checked). */
  body: unknown;
}

const mediaTypeOf = (contentType: string | null) => (contentType ?? '').split(';')[0].trim().toLowerCase();

/** What the answer does that its operation does not say; empty when it conforms, or when the call is no operation of the API. */
export async function contractViolations(answer: Answer): Promise<string[]> {
  const backend = await contract();
  const [path, query = ''] = answer.url.split('?');
  if (!path.startsWith('/api/')) return [];
  const operation = backend.matchOperation({ method: answer.method.toLowerCase(), path, query, headers: {} }) as Operation | undefined;
  if (!operation) return [];
  const where = `${answer.method.toUpperCase()} ${path} (${operation.operationId}) answered ${answer.status}`;
  const responses = operation.responses ?? {};
  const documented = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default;
  if (!documented) return [`${where}, a status the operation does not list (${Object.keys(responses).join(', ')})`];
  if ('$ref' in documented) throw new Error(`${where}: the response is still a $ref after init`);
  const declared = Object.keys(documented.content ?? {});
  const mediaType = mediaTypeOf(answer.contentType);
  if (declared.length === 0) return answer.body === '' || answer.body === undefined ? [] : [`${where} with a body, where the operation declares none`];
  if (!declared.includes(mediaType)) return [`${where} as ${mediaType || 'no media type'}, where the operation declares ${declared.join(', ')}`];
  if (mediaType !== 'application/json' || answer.body === undefined) return [];
  const result = backend.validator.validateResponse(answer.body, operation, answer.status);
  return (result.errors ?? []).map((error) => `${where}: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`);
}

/** Fails the calling test when there are violations. */
export function failOn(violations: string[], what = 'The answer breaks the OpenAPI contract'): void {
  if (violations.length) throw new Error(`${what}:\n${violations.join('\n')}`);
}

/** Fails the calling test when the answer breaks the contract. */
export async function expectConforms(answer: Answer): Promise<void> {
  failOn(await contractViolations(answer));
}

/** `fetch`, with the answer held to the contract before the test reads it (the body is read from a copy). */
export async function checkedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  const text = await response.clone().text();
  const contentType = response.headers.get('content-type');
  const body = mediaTypeOf(contentType).endsWith('json') && text ? JSON.parse(text) : text;
  const { pathname, search } = new URL(url);
  await expectConforms({ method: init.method ?? 'GET', url: pathname + search, status: response.status, contentType, body });
  return response;
}

/** The roles an operation of the contract lets sign in: undefined when it takes no token, empty for any signed-in account. */
export function rolesOf(operation: { security?: Array<Record<string, string[]>>; 'x-roles'?: string[] }): string[] | undefined {
  return operation.security?.some((rule) => 'jwt' in rule) ? (operation['x-roles'] ?? []) : undefined;
}
