import { z } from 'zod';

/** Response schemas shared by several modules (request schemas come from @portal/shared). */
export const errorResponse = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

export const sessionTokensResponse = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expires_at: z.number().int().describe('access token expiry, seconds since the epoch'),
});

export const messageResponse = z.object({ message: z.string() });
export const emptyResponse = z.null().describe('No content');

/** Adds the one error shape to a route's documented responses. */
export function withErrors<T extends Record<number, z.ZodType>>(success: T) {
  return { ...success, '4xx': errorResponse, '5xx': errorResponse };
}
