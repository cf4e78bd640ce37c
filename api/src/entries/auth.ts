// `@portal/api/auth`: signing keys, sessions and access tokens, for the benchmarks that sign in without HTTP.
export { loadSigningKeys, type SigningKeys } from '../auth/keys';
export { startSession, type SessionDeps } from '../auth/sessions';
export { TokenService } from '../auth/tokens';
