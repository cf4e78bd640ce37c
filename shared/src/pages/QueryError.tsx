import { Alert, Button } from 'antd';
import { errorText } from '@portal/shared/react';

/** The part of a react-query result that `<QueryError>` reads. */
export interface RetryableQuery {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export const QUERY_ERROR_TEXTS = { retry: 'Retry' } as const;

export interface QueryErrorProps {
  /** one query, or the several a view needs (shown while any failed; Retry refetches the failed ones) */
  query: RetryableQuery | readonly RetryableQuery[];
  /** the spec's text, shown when the error carries no message a user can act on (see `errorText`) */
  fallback: string;
  /** show `fallback` whatever the server said (a box that stands for several lists) */
  alwaysFallback?: boolean;
  type?: 'error' | 'warning';
}

/** How a failed query shows: an alert with the server's message (or the spec's) and a Retry button. */
export function QueryError({ query, fallback, alwaysFallback = false, type = 'error' }: QueryErrorProps) {
  const failed = (Array.isArray(query) ? query : [query as RetryableQuery]).filter((q) => q.isError);
  if (failed.length === 0) return null;
  return (
    <Alert
      type={type}
      showIcon
      title={alwaysFallback ? fallback : errorText(failed[0]!.error, fallback)}
      action={
        <Button size="small" onClick={() => void Promise.all(failed.map((q) => q.refetch()))}>
          {QUERY_ERROR_TEXTS.retry}
        </Button>
      }
    />
  );
}
