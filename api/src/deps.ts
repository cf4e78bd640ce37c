import type { AppConfig } from './config';
import type { Db } from './db';
import type { AccessStateCache } from './auth/accessState';
import type { SigningKeys } from './auth/keys';
import type { TokenService } from './auth/tokens';
import type { FileStorage } from './storage';

/** What module plugins receive: one object instead of globals, so tests build apps side by side. */
export interface AppDeps {
  db: Db;
  config: AppConfig;
  keys: SigningKeys;
  tokens: TokenService;
  accessStates: AccessStateCache;
  storage: FileStorage;
}
