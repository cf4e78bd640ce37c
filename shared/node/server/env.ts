import { z } from 'zod';

/** The process environment (or a test's stand-in). */
export type Env = Record<string, string | undefined>;

/**
 * Reads one environment variable through a zod schema: unset or empty → `fallback`; a value the schema refuses →
 * an Error naming the variable (`message`, which never echoes a value that may hold a secret unless it says so).
 */
export function envValue<T>(env: Env, name: string, schema: z.ZodType<T, string>, fallback: T, message: (raw: string) => string): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(message(raw));
  return parsed.data;
}

const integer = z.string().transform(Number);

/** A whole number above 0. */
export const positiveInt = (env: Env, name: string, fallback: number) =>
  envValue(env, name, integer.pipe(z.number().int().positive()), fallback, (raw) => `${name} must be a positive integer, got "${raw}"`);

/** A whole number of 0 or more. */
export const nonNegativeInt = (env: Env, name: string, fallback: number) =>
  envValue(env, name, integer.pipe(z.number().int().nonnegative()), fallback, (raw) => `${name} must be a whole number of 0 or more, got "${raw}"`);

/** A TCP port (1-65535). */
export const port = (env: Env, name: string, fallback: number) =>
  envValue(env, name, integer.pipe(z.number().int().min(1).max(65535)), fallback, () => `${name} must be a port number`);

const TRUE = ['1', 'true', 'on'];
const FALSE = ['0', 'false', 'off'];
const flagSchema = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum([...TRUE, ...FALSE] as [string, ...string[]]))
  .transform((s) => TRUE.includes(s));

/** true/false (also 1/0, on/off, any case). */
export const flag = (env: Env, name: string, fallback: boolean) =>
  env[name]?.trim() === '' ? fallback : envValue(env, name, flagSchema, fallback, (raw) => `${name} must be true or false, got "${raw}"`);

/** One of a fixed set of words (lower-cased). */
export function oneOf<const T extends string>(env: Env, name: string, values: readonly T[], fallback: T, message: (raw: string) => string): T {
  const raw = env[name]?.trim().toLowerCase();
  return envValue({ [name]: raw }, name, z.enum(values as unknown as [T, ...T[]]) as unknown as z.ZodType<T, string>, fallback, () => message(env[name] ?? ''));
}

/** A URL with one of the given protocols (`['http:', 'https:']`); the value is not echoed: it may carry a password. */
export function urlWithProtocol(name: string, raw: string, protocols: string[]): string {
  const schema = z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  });
  if (!schema.safeParse(raw).success) throw new Error(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return raw;
}

/** A comma-separated list, each item trimmed, empty ones dropped. */
export const list = (env: Env, name: string): string[] =>
  (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
