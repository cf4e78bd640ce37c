import type { InjectOptions } from 'fastify';
import { fillPath, queryString, type JsonSchema, type Operation } from './routeTable';

/** mulberry32: a seeded generator, so a failing request can be generated again from the printed seed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

export const UNICODE_STRINGS = [
  'Ünïcödé ñ 日本語 中文 한국어 العربية עברית',
  '👩‍👩‍👧‍👦🎮🕹️🏳️‍🌈',
  '\u202Egnp.exe', // right-to-left override
  '\u200B\u200C\u200D\uFEFF', // zero-width characters and a BOM
  'e\u0301\u0301\u0301\u0301\u0301', // stacked combining marks
  '\uD800', // a lone surrogate
  '\uFFFF\uFFFE',
  '＝１＋１', // full-width
  '\u2028\u2029',
  "' OR 1=1 --",
  '"; DROP TABLE accounts; --',
  '../../../../etc/passwd',
  '%s%s%n%x',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '\\u0000',
  '\r\nSet-Cookie: a=b',
  'null',
  'undefined',
  '-1',
  '1e400',
];

const WRONG_TYPES: unknown[] = [null, true, 0, -1, 1.5, 1e308, -0, '', 'x', [], [1], {}, { a: 1 }, '9007199254740993', Number.MAX_SAFE_INTEGER];

export const PATH_VALUES = [
  '-1',
  '0',
  '1.5',
  '99999999999999999999999',
  '2147483648',
  'abc',
  'NaN',
  'Infinity',
  '1e400',
  ' ',
  '..',
  '../../etc/passwd',
  '%2e%2e%2f',
  'ünï日本',
  '👾',
  "1' OR '1'='1",
  '<svg onload=alert(1)>',
  'x'.repeat(5000),
];

/** A value the schema accepts, as far as a generator can tell (patterns of digits, enums, lengths, bounds). */
export function sample(schema: JsonSchema | undefined, r: Rng, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return r.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const nonNull = alternatives.filter((s) => s.type !== 'null');
    return sample(r.pick(nonNull.length ? nonNull : alternatives), r, depth + 1);
  }
  if (schema.allOf?.length) return sample(schema.allOf[0], r, depth + 1);
  const type = Array.isArray(schema.type) ? (schema.type.find((t) => t !== 'null') ?? 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, r);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const max = Math.min(schema.maximum ?? 50, min + 50);
      const n = min + r.int(Math.max(1, max - min + 1));
      return type === 'integer' ? Math.floor(n) : n;
    }
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 1 + r.int(2)));
      return Array.from({ length: n }, () => sample(schema.items, r, depth + 1));
    }
    case 'object':
    default: {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || r.chance(0.6)) out[key] = sample(prop, r, depth + 1);
      }
      return out;
    }
  }
}

function sampleString(schema: JsonSchema, r: Rng): string {
  if (schema.pattern) {
    if (/\\d/.test(schema.pattern) && !/[a-z]/i.test(schema.pattern.replace(/\\d/g, ''))) return String(1 + r.int(20));
    if (schema.pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-11-25';
  }
  if (schema.format === 'email') return `fuzz.${r.int(1e6)}@arcadia.example`;
  if (schema.format === 'date-time') return new Date(Date.UTC(2026, 10, 1 + r.int(28))).toISOString();
  if (schema.format === 'date') return `2026-11-${String(1 + r.int(28)).padStart(2, '0')}`;
  if (schema.format === 'uri' || schema.format === 'url') return 'https://arcadia.example/fuzz';
  const min = schema.minLength ?? 1;
  const word = r.pick(['Fuzz', 'Arcade', 'Matrix', 'Token', 'Prize', 'Dallas']);
  return word.padEnd(Math.min(Math.max(min, word.length), schema.maxLength ?? 64), 'z').slice(0, schema.maxLength ?? 64);
}

/** Every leaf and object of a value with its path, so a mutation can replace one of them. */
function slots(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [path];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...slots(v, [...path, i])));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push(...slots(v, [...path, k]));
  return out;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]!] = replaceAt(copy[path[0]!], path.slice(1), replacement);
  return copy;
}

function deep(depth: number): string {
  return r0(depth);
  function r0(n: number) {
    return '{"a":'.repeat(n) + '1' + '}'.repeat(n);
  }
}

export const MUTATIONS = ['valid', 'wrong-type', 'huge-string', 'unicode', 'nul', 'missing', 'extra', 'deep', 'bad-body', 'path', 'query'] as const;
export type Mutation = (typeof MUTATIONS)[number];

export interface FuzzCase {
  mutation: Mutation;
  request: InjectOptions;
}

/** One generated request for an operation. */
export function fuzzCase(op: Operation, r: Rng): FuzzCase {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const usable = MUTATIONS.filter((m) => (m === 'path' ? pathParams.length > 0 : m === 'query' ? queryParams.length > 0 : true));
  const mutation = r.pick(usable);

  const pathValues: Record<string, string> = {};
  for (const p of pathParams) pathValues[p.name] = String(sample(p.schema, r));
  const query: Record<string, string | string[]> = {};
  for (const p of queryParams) if (p.required || r.chance(0.4)) query[p.name] = String(sample(p.schema, r));
  let payload: unknown = op.body ? sample(op.body, r) : undefined;
  const headers: Record<string, string> = {};
  let rawPayload: string | Buffer | undefined;

  const mutateBodyLeaf = (value: unknown) => {
    if (payload === undefined) payload = {};
    const at = slots(payload);
    payload = replaceAt(payload, r.pick(at.length > 1 ? at.slice(1) : at), value);
  };

  switch (mutation) {
    case 'valid':
      break;
    case 'wrong-type':
      mutateBodyLeaf(r.pick(WRONG_TYPES));
      if (!op.body && pathParams.length) pathValues[r.pick(pathParams).name] = String(r.pick(WRONG_TYPES));
      break;
    case 'huge-string': {
      const huge = (r.chance(0.1) ? 'ü' : 'A').repeat(r.chance(0.05) ? 1_000_000 : 20_000 + r.int(80_000));
      if (op.body || !pathParams.length) mutateBodyLeaf(huge);
      else pathValues[r.pick(pathParams).name] = huge.slice(0, 20_000);
      if (queryParams.length && r.chance(0.5)) query[r.pick(queryParams).name] = huge.slice(0, 20_000);
      break;
    }
    case 'unicode': {
      const s = r.pick(UNICODE_STRINGS);
      mutateBodyLeaf(s);
      if (pathParams.length && r.chance(0.5)) pathValues[r.pick(pathParams).name] = s;
      if (queryParams.length && r.chance(0.5)) query[r.pick(queryParams).name] = s;
      break;
    }
    case 'nul': {
      const s = r.pick(['\u0000', 'a\u0000b', 'Fuzz\u0000', '\u0000'.repeat(50)]);
      if (op.body) mutateBodyLeaf(s);
      else if (pathParams.length) pathValues[r.pick(pathParams).name] = s;
      else if (queryParams.length) query[r.pick(queryParams).name] = s;
      else mutateBodyLeaf(s);
      break;
    }
    case 'missing':
      if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
        const keys = Object.keys(payload);
        if (keys.length && r.chance(0.7)) {
          const copy = { ...(payload as Record<string, unknown>) };
          delete copy[r.pick(keys)];
          payload = copy;
        } else payload = r.pick([{}, undefined, null, []]);
      } else payload = r.pick([{}, undefined, null]);
      for (const name of Object.keys(query)) if (r.chance(0.5)) delete query[name];
      break;
    case 'extra':
      payload = {
        ...(payload && typeof payload === 'object' && !Array.isArray(payload) ? payload : {}),
        ...r.pick([{ is_admin: true }, { group_id: 1 }, { id: 1 }, { roles: { all: ['edit'] } }, { status: 'ACTIVE' }, { extra: 'x'.repeat(100) }]),
      };
      if (r.chance(0.3)) rawPayload = JSON.stringify(payload).replace(/^\{/, '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},');
      if (r.chance(0.3)) query[`extra_${r.int(100)}`] = 'x';
      break;
    case 'deep':
      rawPayload = r.chance(0.5) ? deep(2_000 + r.int(8_000)) : '['.repeat(5_000) + ']'.repeat(5_000);
      if (op.body && r.chance(0.5)) {
        const at = slots(payload);
        rawPayload = JSON.stringify(replaceAt(payload, r.pick(at), { __deep__: 1 })).replace('{"__deep__":1}', deep(3_000));
      }
      break;
    case 'bad-body': {
      const kind = r.pick(['truncated', 'not-json', 'wrong-type', 'empty', 'array', 'number', 'form']);
      if (kind === 'truncated') rawPayload = JSON.stringify(payload ?? { a: 1 }).slice(0, -1);
      else if (kind === 'not-json') rawPayload = r.pick(['{a:1}', "{'a':1}", 'undefined', 'NaN', '\u0000', '{"a":1}{"b":2}', '\uFEFF{"a":1}']);
      else if (kind === 'wrong-type') {
        rawPayload = JSON.stringify(payload ?? { a: 1 });
        headers['content-type'] = r.pick([
          'text/plain',
          'application/xml',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'image/png',
        ]);
      } else if (kind === 'empty') rawPayload = '';
      else if (kind === 'array') rawPayload = '[]';
      else if (kind === 'number') rawPayload = '12345678901234567890';
      else {
        rawPayload = 'a=1&b=2';
        headers['content-type'] = 'application/x-www-form-urlencoded';
      }
      break;
    }
    case 'path': {
      const p = r.pick(pathParams);
      pathValues[p.name] = r.pick(PATH_VALUES);
      break;
    }
    case 'query': {
      const p = r.pick(queryParams);
      const v = r.pick([...PATH_VALUES, '']);
      query[p.name] = r.chance(0.2) ? [v, v] : v;
      break;
    }
  }

  const method = op.method;
  const request: InjectOptions = { method: method as InjectOptions['method'], url: fillPath(op.path, pathValues) + queryString(query), headers };
  const sendsBody = method !== 'GET' && method !== 'DELETE';
  if (rawPayload !== undefined) {
    request.payload = rawPayload;
    headers['content-type'] ??= 'application/json';
  } else if (payload !== undefined && (sendsBody || mutation !== 'valid')) {
    request.payload = JSON.stringify(payload);
    headers['content-type'] ??= 'application/json';
  }
  return { mutation, request };
}

/** Paths for wildcard routes (static files, uploads, remotes' builds): traversal and odd names. */
export const WILDCARD_PATHS = [
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/package.json',
  '....//....//etc/passwd',
  'ünï日本.js',
  '%00.js',
  'a'.repeat(3000),
  '.env',
  'keys/jwt-private.pem',
  '../keys/jwt-private.pem',
  '%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  'x?y=<script>',
];
