/** The one error shape every api answers with. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

export const ERROR_CODES = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_ERROR',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooMany: 'TOO_MANY_REQUESTS',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL_ERROR',
} as const;

/** Paging object the spec's lists use. */
export interface Page<T> {
  results: T[];
  limit: number;
  offset: number;
  total: number;
  nextPage: string | null;
  prevPage: string | null;
  pageCount: number;
}
