import type { InjectOptions } from 'fastify';
import type { TestContext } from '../harness';

export type Call = { spec: string; request: () => InjectOptions | Promise<InjectOptions> };

/** What the calls need from the running suite (built once its context is up). */
export interface SpecCallEnv {
  ctx: TestContext;
  ids: Record<'admin' | 'staff', number>;
}

export const get = (url: string) => () => ({ method: 'GET' as const, url: `/api/v1${url}` });
export const body = (method: InjectOptions['method'], url: string, payload: () => unknown) => async () => ({
  method,
  url: `/api/v1${url}`,
  payload: (await payload()) as InjectOptions['payload'],
});
