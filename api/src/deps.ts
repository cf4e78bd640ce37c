import type { AppConfig } from './config';
import type { Db } from './db';
import type { ChangeFeed } from './db/changes';
import type { AccessStateCache } from './auth/accessState';
import type { SigningKeys } from './auth/keys';
import type { TokenService } from './auth/tokens';
import type { AccessVerifier } from './auth/verifier';
import type { FileStorage } from './storage';
import type { Realtime } from './realtime';
import type { Limits } from './limits';
import type { RegistryCache } from './modules/remotes/registryCache';

/** What module plugins receive: one object instead of globals, so tests build apps side by side. */
export interface AppDeps {
  db: Db;
  /** table changes, from the database's notifications and this process's own writes */
  changes: ChangeFeed;
  config: AppConfig;
  keys: SigningKeys;
  tokens: TokenService;
  /** the one access-token check (token claims and live session) of api requests and sockets */
  verifier: AccessVerifier;
  accessStates: AccessStateCache;
  /** the remote registry's rows, kept until a remote is switched */
  registry: RegistryCache;
  storage: FileStorage;
  /** live pushes to signed-in browsers (socket.io) */
  realtime: Realtime;
  /** rate-limit counters, shared by every instance through Redis when REDIS_URL is set */
  limits: Limits;
}
