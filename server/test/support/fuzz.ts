import crypto from 'node:crypto';
import fc from 'fast-check';
import { rolesOf } from './contract.js';

/**
 * Request generators for the fuzz spec, derived from the committed OpenAPI document: bodies shaped
 * by each operation's schema (so a case gets past the first type check), then mutated leaf by
 * leaf into wrong types, extreme numbers, odd strings, unknown and prototype keys and deep
 * nesting; raw bodies that are not what the route expects at all; odd path ids and list queries.
 */

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}

interface OperationObject {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Array<Record<string, string[]>>;
}

export interface OpenApi {
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, Schema> };
}

export type Caller = 'anonymous' | 'customer' | 'admin' | 'partner';

export interface Operation {
  /** "POST /api/addorder", for titles and replays. */
  id: string;
  method: string;
  /** The path template with the /api prefix: `/api/admin/orders/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: Schema;
  /** Undefined: anyone may call it. Empty: any signed-in caller. Else the roles allowed. */
  roles?: string[];
}

/** Every operation of the contract, as the fuzz sees it. */
export function operationsOf(spec: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      operations.push({
        id: `${method.toUpperCase()} /api${path}`,
        method: method.toUpperCase(),
        path: `/api${path}`,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: op.requestBody?.content['application/json']?.schema,
        roles: rolesOf(op),
      });
    }
  }
  return operations;
}

/** The caller a case is sent as: mostly one the route lets in, so cases reach past the guard. */
export function callerArbitrary(op: Operation): fc.Arbitrary<Caller> {
  const weight = (caller: Caller): number => {
    if (op.roles === undefined) return caller === 'anonymous' ? 2 : 1;
    if (op.roles.length === 0) return caller === 'anonymous' ? 1 : 4;
    return op.roles.includes(caller) ? 8 : 1;
  };
  const callers: Caller[] = ['anonymous', 'customer', 'admin', 'partner'];
  return fc.oneof(...callers.map((caller) => ({ arbitrary: fc.constant(caller), weight: weight(caller) })));
}

/** Stands for a RawJson piece inside JSON.stringify's output; the NUL keeps it apart from generated text. */
const RAW_MARK = `\u0000raw-${crypto.randomBytes(6).toString('hex')}-`;
const RAW_MARK_JSON = JSON.stringify(RAW_MARK).slice(1, -1);
const RAW_PATTERN = new RegExp(`"${RAW_MARK_JSON.replace(/\\/g, '\\\\')}(\\d+)"`, 'g');
/** The pieces of the JSON.stringify call under way (it is synchronous). */
let rawPieces: string[] = [];

/** A piece of JSON text sent as it is: numbers beyond a double (1e400), nesting too deep to build. */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `${RAW_MARK}${rawPieces.push(this.text) - 1}`;
  }
}

/** JSON text of a value that may hold RawJson pieces and own `__proto__` keys (JSON.stringify keeps those). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  rawPieces = [];
  const text = JSON.stringify(value) ?? 'null';
  const pieces = rawPieces;
  return pieces.length === 0 ? text : text.replace(RAW_PATTERN, (_m, i: string) => pieces[Number(i)]!);
}

/** Sets a key as an own property, even `__proto__`, so it travels in the JSON text. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
}

function copyOf(value: unknown): unknown {
  if (value instanceof RawJson) return value;
  if (Array.isArray(value)) return value.map(copyOf);
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(value)) setOwn(copy, key, copyOf((value as Record<string, unknown>)[key]));
    return copy;
  }
  return value;
}

/** Strings that trip parsers, encoders, templates and naive code: number-like, prototype names, injections, RTL and emoji. */
const ODD_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  '\uDBFF\uDFFF',
  '\r\n\r\n',
  '\u202Eevil\u202C',
  '\u200B\u200D\uFEFF',
  'שלום مرحبا',
  '🚚📦👨‍👩‍👧‍👦🏳️‍🌈',
  'Ǆǅǆ ß İ ﬁ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '0x1F',
  '00000',
  '99999',
  '-1',
  '2147483648',
  '9007199254740993',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  "' OR '1'='1' --",
  '"; DROP TABLE moves; --',
  '%',
  '%00',
  '%ZZ',
  '\\',
  '\\u0000',
  '"',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../etc/passwd',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '2026-01-01',
  '9999-12-31T23:59:59Z',
  'someone@example.com\r\nBcc: x@example.com',
  '=cmd|"/c calc"!A1',
  '+1 (303) 555-0100 ext. 4',
];

/** Text PostgreSQL cannot store (NUL, unpaired surrogates) and control characters, inside ordinary text. */
const UNSTORABLE = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u0001', '\u0007', '\u0008', '\u001b', '\u007f', '\u0085', '\u009f'];
const unstorableString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('', 'Main St ', 'Denver'), fc.constantFrom(...UNSTORABLE), fc.constantFrom('', ' Apt 4', 'x'))
  .map(([before, odd, after]) => `${before}${odd}${after}`);

/** One character or code point; strings of them are joined arrays, as fc.string's slicing of custom units is slow. */
const oddUnit = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      '\u0000',
      '\uD800',
      '\uDC00',
      '\u0008',
      '\u001f',
      '\u007f',
      '\u2028',
      '\u202E',
      '\uFFFF',
      '\uFFFE',
      '🚚',
      'é',
      '"',
      '\\',
      '%',
      "'",
    ),
    weight: 2,
  },
  { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }), weight: 4 },
);

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_STRINGS), weight: 6 },
  { arbitrary: unstorableString, weight: 3 },
  { arbitrary: fc.array(oddUnit, { maxLength: 40 }).map((units) => units.join('')), weight: 4 },
  { arbitrary: fc.constantFrom(100_000, 65_536, 5_000, 1_000, 256, 255, 101, 61).map((n) => 'x'.repeat(n)), weight: 2 },
  { arbitrary: fc.constantFrom('é', '🚚', '\u0000').map((c) => c.repeat(20_000)), weight: 1 },
);

/** What a text leaf becomes: text the database cannot store more often than other odd text. */
const oddText: fc.Arbitrary<string> = fc.oneof(unstorableString, oddString);

const EXTREME_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1.5,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e-300,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e21,
  1e9,
  1000,
  253402300800000, // 10000-01-01
  253402214400000, // 9999-12-31
  -62198755200000, // year -0001
  8.64e15,
  8.64e15 + 86_400_000,
  86_400_000,
  86_400_001,
];

/** Numbers as JSON text can carry them but a double cannot. */
const RAW_NUMBERS = ['1e400', '-1e400', '1e-400', '123456789012345678901234567890', '-0.0', '0.000000000000000000000000001', '1E+2', '4.9e-324'];

export const oddNumber: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...EXTREME_NUMBERS), weight: 6 },
  { arbitrary: fc.constantFrom(...RAW_NUMBERS).map((t) => new RawJson(t)), weight: 2 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }), weight: 1 },
);

/** Nesting as deep as the body limit allows: arrays, objects, and both. */
export const deepNesting: fc.Arbitrary<RawJson> = fc
  .tuple(fc.constantFrom(100, 1_000, 10_000, 40_000), fc.constantFrom('array', 'object', 'mixed'))
  .map(([depth, kind]) => {
    if (kind === 'array') return new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    if (kind === 'object') return new RawJson(`${'{"a":'.repeat(depth / 4)}1${'}'.repeat(depth / 4)}`);
    return new RawJson(`${'[{"a":'.repeat(depth / 8)}null${'}]'.repeat(depth / 8)}`);
  });

/** An object whose own keys are prototype names, as a JSON parser hands them to the server. */
const prototypeKeys: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'),
    fc.constantFrom<unknown>({ polluted: true }, { prototype: { polluted: true } }, 'x', 1, null, []),
  )
  .map(([key, value]) => {
    const target: Record<string, unknown> = {};
    setOwn(target, key, value);
    return target;
  });

const anyJson = fc.jsonValue({ maxDepth: 3 });

/** Anything that should not be where a mutation puts it. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddString, weight: 8 },
  { arbitrary: oddNumber, weight: 6 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], [1, 2, 3], ['a'], { a: 1 }, ''), weight: 4 },
  { arbitrary: prototypeKeys, weight: 2 },
  { arbitrary: deepNesting, weight: 1 },
  { arbitrary: fc.constantFrom(10_000, 100_000).map((n) => new Array<number>(n).fill(0)), weight: 1 },
  { arbitrary: anyJson, weight: 2 },
);

export interface Hints {
  /** Bodies known to pass, by component schema name: mutating one leaf of these gets deep. */
  examples: Record<string, fc.Arbitrary<unknown>>;
  /** Plausible values for a property, by its name: a zip code the server knows, an id that exists. */
  byName: Record<string, fc.Arbitrary<unknown>>;
  /** Keys for maps (`additionalProperties`), by the map schema's name: the heavy items' keys. */
  mapKeys: Record<string, readonly string[]>;
}

export function resolve(spec: OpenApi, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; hops < 20; hops += 1) {
    if (current.$ref) {
      const name = current.$ref.replace('#/components/schemas/', '');
      const target = spec.components.schemas[name];
      if (!target) throw new Error(`Unknown schema ${current.$ref}`);
      current = { ...target, nullable: current.nullable || target.nullable };
    } else if (current.allOf?.length === 1) {
      current = { ...current.allOf[0]!, nullable: current.nullable || current.allOf[0]!.nullable };
    } else {
      return current;
    }
  }
  throw new Error('A $ref chain that does not end');
}

/** A value of the schema's shape, with plausible leaves where the hints know the property. */
export function validish(spec: OpenApi, hints: Hints, schema: Schema, name = '', depth = 0): fc.Arbitrary<unknown> {
  const hinted = hints.byName[name];
  if (hinted) return hinted;
  const example = schema.$ref ? hints.examples[schema.$ref.replace('#/components/schemas/', '')] : undefined;
  const derived = derivedFrom(spec, hints, schema, depth);
  return example ? fc.oneof({ arbitrary: example, weight: 4 }, { arbitrary: derived, weight: 1 }) : derived;
}

function derivedFrom(spec: OpenApi, hints: Hints, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const s = resolve(spec, schema);
  const withNull = (arb: fc.Arbitrary<unknown>) => (s.nullable ? fc.oneof({ arbitrary: arb, weight: 6 }, { arbitrary: fc.constant(null), weight: 1 }) : arb);
  if (s.enum) return withNull(fc.constantFrom(...s.enum));
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return withNull(fc.oneof(...alternatives.map((alt) => validish(spec, hints, alt, '', depth + 1))));
  if (s.allOf) return withNull(validish(spec, hints, s.allOf[0]!, '', depth + 1));
  switch (s.type) {
    case 'object': {
      const properties = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) model[key] = validish(spec, hints, child, key, depth + 1);
      const required = (s.required ?? []).filter((key) => key in properties);
      let arb: fc.Arbitrary<Record<string, unknown>> = fc.record(model, { requiredKeys: required });
      if (typeof s.additionalProperties === 'object' && depth < 6) {
        const keys = schema.$ref ? hints.mapKeys[schema.$ref.replace('#/components/schemas/', '')] : undefined;
        const keyArb = keys ? fc.constantFrom(...keys) : fc.string({ maxLength: 12 });
        const values = fc.dictionary(keyArb, validish(spec, hints, s.additionalProperties, '', depth + 1), { maxKeys: 4 });
        arb = fc.tuple(arb, values).map(([known, extra]) => ({ ...extra, ...known }));
      }
      return withNull(arb);
    }
    case 'array':
      return withNull(depth > 6 ? fc.constant([]) : fc.array(validish(spec, hints, s.items ?? {}, '', depth + 1), { maxLength: 3 }));
    case 'string':
      return withNull(fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 20, 20) }));
    case 'number':
    case 'integer':
      return withNull(fc.oneof(fc.integer({ min: 0, max: 10 }), fc.integer({ min: -1_000_000, max: 1_000_000 })));
    case 'boolean':
      return withNull(fc.boolean());
    default:
      return anyJson;
  }
}

/** The same shape with every leaf of any type: wrong types all through, structure kept. */
export function wrongTyped(spec: OpenApi, schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(spec, schema);
  if (s.type === 'object' && s.properties && depth < 6) {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, child] of Object.entries(s.properties)) model[key] = wrongTyped(spec, child, depth + 1);
    return fc.record(model, { requiredKeys: [] });
  }
  return oddValue;
}

type Path = ReadonlyArray<string | number>;

/** The path of every node below the root: where mutations may land. */
function nodePaths(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  if (value instanceof RawJson) return out;
  if (Array.isArray(value)) {
    value.forEach((child, i) => {
      out.push([...prefix, i]);
      nodePaths(child, [...prefix, i], out);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      out.push([...prefix, key]);
      nodePaths((value as Record<string, unknown>)[key], [...prefix, key], out);
    }
  }
  return out;
}

type LeafKind = 'string' | 'number' | 'other';
type Mutation =
  | { kind: 'leaf'; leafKind: LeafKind; at: number; text: string; number: unknown; other: unknown }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'wrap'; at: number }
  | { kind: 'addKey'; at: number; key: string; value: unknown };

const unknownKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    '_id',
    'userId',
    'role',
    'userType',
    'status',
    'moveStatus',
    'finalMoveAmount',
    'isAdmin',
    'version',
    '',
  ),
  fc.array(oddUnit, { maxLength: 12 }).map((units) => units.join('')),
);

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('leaf' as const),
      leafKind: fc.constantFrom<LeafKind>('string', 'string', 'number', 'other'),
      at: fc.nat(),
      text: oddText,
      number: oddNumber,
      other: oddValue,
    }),
    weight: 10,
  },
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: oddValue }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('wrap' as const), at: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('addKey' as const), at: fc.nat(), key: unknownKey, value: oddValue }), weight: 2 },
);

const isLeaf = (v: unknown) => v === null || typeof v !== 'object';

/**
 * Changes `body` in place. A leaf mutation keeps the leaf's kind (text stays text, a number a
 * number) so the rest of the body still passes and the odd value reaches the service and the
 * database; the others break types and shapes. Values put in are copies: arbitraries share constants.
 */
function applyMutation(body: unknown, mutation: Mutation): unknown {
  const m = 'value' in mutation ? { ...mutation, value: copyOf(mutation.value) } : mutation;
  const paths = nodePaths(body);
  if (m.kind === 'leaf') {
    // A kind first, then a leaf of it: text leaves are few among a draft's flags and counts.
    const kindOf = (v: unknown): LeafKind => (typeof v === 'string' ? 'string' : typeof v === 'number' ? 'number' : 'other');
    const leaves = paths.filter((p) => isLeaf(valueAt(body, p)));
    const ofKind = leaves.filter((p) => kindOf(valueAt(body, p)) === m.leafKind);
    const pool = ofKind.length > 0 ? ofKind : leaves;
    if (pool.length === 0) return body;
    const path = pool[m.at % pool.length]!;
    const current = valueAt(body, path);
    const value = typeof current === 'string' ? m.text : typeof current === 'number' ? m.number : copyOf(m.other);
    setOwn(valueAt(body, path.slice(0, -1)) as Record<string, unknown>, String(path[path.length - 1]), value);
    return body;
  }
  if (m.kind === 'addKey') {
    // On the root or on any object inside.
    const objects = [[] as Path, ...paths.filter((p) => isObject(valueAt(body, p)))];
    const target = valueAt(body, objects[m.at % objects.length]!);
    if (isObject(target)) setOwn(target, m.key, m.value);
    return body;
  }
  if (paths.length === 0) return m.kind === 'replace' ? m.value : body;
  const path = paths[m.at % paths.length]!;
  const parent = valueAt(body, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  if (m.kind === 'replace') setOwn(parent as Record<string, unknown>, String(key), m.value);
  else if (m.kind === 'wrap') setOwn(parent as Record<string, unknown>, String(key), [parent[key]]);
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return body;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof RawJson);

function valueAt(root: unknown, path: Path): unknown {
  let current = root;
  for (const key of path) current = (current as Record<string | number, unknown>)[key];
  return current;
}

/** A plausible body with a leaf, key or branch made wrong (now and then two or three). */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const mutations = fc.oneof({ arbitrary: mutation.map((m) => [m]), weight: 4 }, { arbitrary: fc.array(mutation, { minLength: 2, maxLength: 3 }), weight: 1 });
  return fc.tuple(base, mutations).map(([body, mutations]) => mutations.reduce(applyMutation, copyOf(body)));
}

export interface FuzzRequest {
  caller: Caller;
  method: string;
  /** Path and query, percent-encoded as sent. */
  url: string;
  headers: Record<string, string>;
  /** The body as sent, or undefined for none. */
  body?: string;
}

/** Percent-encodes text as UTF-8, a lone surrogate as the 3 bytes WTF-8 gives it (not valid UTF-8). */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const isHigh = code >= 0xd800 && code <= 0xdbff;
    const next = text.charCodeAt(i + 1);
    if (isHigh && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}

/**
 * Text put in a URL as it is, not encoded: broken escapes, dot segments, encoded slashes. Node's
 * HTTP parser refuses request lines over 16 KB before the app sees them, so URL text stays short.
 */
const rawUrlText = fc.constantFrom('%', '%Z', '%ZZ', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%FF', '%00', '..', '.', '%2e%2e', 'a%2Fb', '%252F', ';', '*', 'a b');

/** A query holds up to six values: six of these stay within the 16 KB head. */
const MAX_URL_TEXT = 2_000;

/** Percent-encoded text cut to fit a URL: a multi-byte character encodes to up to 12 characters. */
function inUrl(text: string): string {
  let cut = text.slice(0, MAX_URL_TEXT);
  for (;;) {
    const encoded = percentEncode(cut);
    if (encoded.length <= MAX_URL_TEXT) return encoded;
    cut = cut.slice(0, Math.floor(cut.length / 2));
  }
}

/** A value for a path parameter: ids that exist, UUIDs that do not, and odd text. */
export function pathValue(known: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: known.map(inUrl), weight: 10 },
    { arbitrary: fc.uuid().map(inUrl), weight: 2 },
    { arbitrary: oddString.filter((s) => s !== '').map(inUrl), weight: 4 },
    { arbitrary: rawUrlText, weight: 2 },
    { arbitrary: fc.tuple(known, fc.constantFrom(' ', '%20', '%00', '/', '.json', '%0A')).map(([id, tail]) => `${inUrl(id)}${tail}`), weight: 1 },
  );
}

export interface ListHints {
  sortFields: readonly string[];
  filterKeys: readonly string[];
  filterValue: fc.Arbitrary<unknown>;
}

/** ra-data-simple-rest's `sort`, `range` and `filter`, well-formed or not, and whatever else a query may hold. */
export function queryValue(name: string, list: ListHints): fc.Arbitrary<string> {
  const json = (arb: fc.Arbitrary<unknown>) => arb.map((v) => toJsonText(v));
  const oddNum = oddNumber;
  const byName: Record<string, fc.Arbitrary<string>> = {
    sort: json(
      fc.oneof(
        { arbitrary: fc.tuple(fc.constantFrom(...list.sortFields), fc.constantFrom('ASC', 'DESC', 'asc', 'desc', 'up', '')), weight: 6 },
        { arbitrary: fc.tuple(fc.oneof(fc.constantFrom(...list.sortFields), oddValue), fc.oneof(fc.constantFrom('ASC', 'DESC'), oddValue)), weight: 2 },
        { arbitrary: fc.tuple(fc.constantFrom(...list.sortFields), fc.oneof(prototypeKeys, fc.constantFrom<unknown>([], {}, null, 1))), weight: 1 },
        { arbitrary: fc.array(oddValue, { maxLength: 3 }), weight: 1 },
        { arbitrary: oddValue, weight: 1 },
      ),
    ),
    range: json(
      fc.oneof(
        { arbitrary: fc.tuple(fc.nat(50), fc.nat(50)).map(([a, b]) => [a, a + b]), weight: 6 },
        { arbitrary: fc.tuple(fc.oneof(fc.nat(10), oddNum), fc.oneof(fc.nat(30), oddNum)), weight: 2 },
        { arbitrary: fc.constantFrom(2 ** 31, 2 ** 53, 2 ** 63, 1e19, 1e21, 1e308).map((far) => [far, far + 24]), weight: 3 },
        { arbitrary: fc.array(oddNum, { maxLength: 4 }), weight: 1 },
        { arbitrary: oddValue, weight: 1 },
      ),
    ),
    filter: json(
      fc.oneof(
        { arbitrary: fc.dictionary(fc.constantFrom(...list.filterKeys), list.filterValue, { maxKeys: 3 }), weight: 6 },
        {
          arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...list.filterKeys), unknownKey), fc.oneof(list.filterValue, oddValue), { maxKeys: 3 }),
          weight: 2,
        },
        { arbitrary: oddValue, weight: 1 },
      ),
    ),
  };
  const plausible = byName[name] ?? fc.string({ maxLength: 20 });
  return fc.oneof({ arbitrary: plausible.map(inUrl), weight: 12 }, { arbitrary: oddString.map(inUrl), weight: 2 }, { arbitrary: rawUrlText, weight: 1 });
}

/** A query string: the operation's own parameters (maybe repeated, maybe empty) and stray ones. */
export function queryString(op: Operation, list: ListHints): fc.Arbitrary<string> {
  const own = op.queryParams.map((name) =>
    fc.option(
      fc.oneof(
        { arbitrary: queryValue(name, list).map((v) => [`${name}=${v}`]), weight: 8 },
        { arbitrary: fc.array(queryValue(name, list), { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v) => `${name}=${v}`)), weight: 1 },
        { arbitrary: fc.constantFrom([name], [`${name}=`], [`${name}[a]=b`], [`${name}[]=x`]), weight: 1 },
      ),
      { freq: 3 },
    ),
  );
  const stray = fc.option(
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'q', 'page', 'x', '_'), fc.oneof(oddString.map(inUrl), rawUrlText)).map(([k, v]) => `${k}=${v}`),
    { freq: 5 },
  );
  return fc.tuple(fc.tuple(...own), stray).map(([parts, extra]) => {
    const all = [...parts.flatMap((p) => p ?? []), ...(extra ? [extra] : [])];
    return all.length ? `?${all.join('&')}` : '';
  });
}

/** Bodies that are not the JSON object a route takes: other JSON values, broken JSON, no JSON. */
export function rawBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      'not json',
      '{',
      '{"a":',
      '[1,2',
      '{"a":1,}',
      "{'a':1}",
      '{a:1}',
      'null',
      'true',
      '0',
      '-0',
      '1e400',
      '"text"',
      '[]',
      '[{}]',
      '[null]',
      '{}',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '\uFEFF{}',
      '\u0000',
      '{"a":1}{"b":2}',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '{"a":"\\x41"}',
      '{"a":NaN}',
      '{"a":Infinity}',
      `{"a":"${'x'.repeat(200_000)}"}`,
    ),
    deepNesting.map((raw) => raw.text),
    valid.map((body) => `[${toJsonText(body)}]`),
    valid.map((body) => `${toJsonText(body)}${toJsonText(body)}`),
    valid.map((body) => toJsonText(body).slice(0, -1)),
    valid.map((body) => `{"a":${toJsonText(body)},"a":${toJsonText(body)}}`),
    anyJson.map((v) => JSON.stringify(v)),
    fc.string({ unit: 'binary', maxLength: 200 }),
  );
}

/** Content types a client may send with a body; most cases send plain JSON. */
export const contentHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { arbitrary: fc.constant({ 'content-type': 'application/json' }), weight: 20 },
  {
    arbitrary: fc.constantFrom<Record<string, string>>(
      { 'content-type': 'application/json; charset=utf-8' },
      { 'content-type': 'APPLICATION/JSON' },
      { 'content-type': 'application/json; charset=utf-16' },
      { 'content-type': 'application/json; charset=latin1' },
      { 'content-type': 'application/json; charset=nope' },
      { 'content-type': 'application/json;;;' },
      { 'content-type': 'application/vnd.api+json' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'text/json' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      { 'content-type': '' },
      { 'content-type': '*/*' },
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      { 'content-type': 'application/json', 'content-encoding': 'deflate' },
      { 'content-type': 'application/json', 'content-encoding': 'br' },
      { 'content-type': 'application/json', 'content-encoding': 'x-unknown' },
      { 'content-type': 'application/json', 'content-encoding': 'identity' },
      {},
    ),
    weight: 3,
  },
);

/** How a case's body is built: plausible, mutated, wrong-typed all through, or not a body at all. */
export function bodyText(spec: OpenApi, hints: Hints, schema: Schema): fc.Arbitrary<string> {
  const valid = validish(spec, hints, schema);
  return fc.oneof(
    { arbitrary: valid.map(toJsonText), weight: 2 },
    { arbitrary: mutated(valid).map(toJsonText), weight: 12 },
    { arbitrary: wrongTyped(spec, schema).map(toJsonText), weight: 2 },
    { arbitrary: rawBody(valid), weight: 2 },
  );
}

/** The seed for one operation: the run's seed and the operation's id, so each gets its own stream. */
export function seedFor(runSeed: number, opId: string): number {
  return (runSeed ^ crypto.createHash('sha256').update(opId).digest().readInt32LE(0)) | 0;
}
