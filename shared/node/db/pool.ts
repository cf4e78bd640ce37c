import pg from 'pg';

export interface PoolOptions {
  connectionString: string;
  max?: number;
  /** PostgreSQL start-up options (`-c search_path=...`) */
  options?: string;
  /** a connection the server ended (restart, failover, terminate); the pool drops it and opens another on demand */
  onConnectionError?: (error: Error) => void;
}

/**
 * A pg pool that survives the server ending its connections. An idle connection the server ends emits 'error' on the
 * pool: without a listener Node ends the process; pg drops that client and the next query opens a new connection.
 * A client checked out at that moment emits 'error' too (the query in flight fails as well).
 */
export function createPool({ onConnectionError, ...options }: PoolOptions): pg.Pool {
  const pool = new pg.Pool({ max: 10, ...options });
  const report = (error: Error) => onConnectionError?.(error);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}
