import type { FastifyInstance } from 'fastify';

/** A JSON Schema as @fastify/swagger writes it from the routes' zod schemas (no $refs: every schema inline). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the OpenAPI document the api serves at /api/docs/json. */
export interface Operation {
  method: string;
  /** OpenAPI form: /api/v1/accounts/{id} */
  path: string;
  /** Fastify form, as in app.declaredRoutes: /api/v1/accounts/:id */
  route: string;
  params: Parameter[];
  body: JsonSchema | null;
  bodyType: string | null;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}

/**
 * Every operation of the api's OpenAPI document (what @fastify/swagger generates from the route table), so the suite
 * covers the routes of modules that land later without being told about them.
 */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = (app as unknown as { swagger(): OpenApiDocument }).swagger();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const bodyType = Object.keys(content)[0] ?? null;
      operations.push({
        method: method.toUpperCase(),
        path,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        // a path's parameters appear on each of its operations (the optional :sort twin lists it too)
        params: (op.parameters ?? []).filter((p) => p.in !== 'path' || path.includes(`{${p.name}}`)),
        body: bodyType ? content[bodyType]!.schema : null,
        bodyType,
      });
    }
  }
  return operations;
}

/** encodeURIComponent, except that a lone surrogate goes out as the invalid UTF-8 bytes a careless client would send. */
export function encodeAny(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value
      .replace(/[\uD800-\uDFFF]/g, '\uFFFD')
      .split('\uFFFD')
      .map(encodeURIComponent)
      .join('%ED%A0%80');
  }
}

/** Fills an OpenAPI path with parameter values (each encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeAny(values[name] ?? '1'));
}

/** A query string from names and values (repeated names for arrays). */
export function queryString(query: Record<string, string | string[]>): string {
  const parts = Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${encodeAny(k)}=${encodeAny(one)}`));
  return parts.length ? `?${parts.join('&')}` : '';
}
