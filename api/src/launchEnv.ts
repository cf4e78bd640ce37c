/**
 * The environment `npm start` gives the api: the single-machine start prints the demo accounts once it is ready,
 * and a request log line per request (thousands on the first page loads) would push them out of sight, so its
 * request logs are quiet (warn) unless LOG_LEVEL says otherwise.
 */
export function launchEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, LOG_LEVEL: env.LOG_LEVEL || 'warn' };
}
