import fs from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI, type CryptoKey, type JWK } from 'jose';
import type { Db } from '../db';
import type { ChangeFeed } from '../db/changes';

export const SIGNING_ALG = 'ES256';
/** an unknown `kid` (another instance rotated a moment ago) reloads the keys at most this often */
const RELOAD_UNKNOWN_KID_MS = 5_000;

interface PublicKey {
  kid: string;
  key: CryptoKey;
  jwk: JWK;
}
interface CurrentKey extends PublicKey {
  privateKey: CryptoKey;
}

async function publicFromPem(publicPem: string): Promise<PublicKey> {
  const key = await importSPKI(publicPem, SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(key);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, key, jwk: { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' } };
}

async function currentFromPem(privatePem: string, publicPem: string): Promise<CurrentKey> {
  return { ...(await publicFromPem(publicPem)), privateKey: await importPKCS8(privatePem, SIGNING_ALG) };
}

export async function generatePemPair(): Promise<{ privatePem: string; publicPem: string }> {
  const pair = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const [privatePem, publicPem] = await Promise.all([exportPKCS8(pair.privateKey), exportSPKI(pair.publicKey)]);
  return { privatePem, publicPem };
}

export const pemKid = async (publicPem: string) => (await publicFromPem(publicPem)).kid;

/**
 * The key tokens are signed with (`current`) and the keys they are verified with: the current one and the previous one,
 * so a token signed just before a rotation stays valid until it expires (nobody is signed out by a rotation). The
 * JWKS publishes both.
 */
export class SigningKeys {
  private verifying: PublicKey[] = [];
  private lastReloadAt = 0;

  private constructor(
    private signing: CurrentKey,
    verifying: PublicKey[],
    private readonly reloader: (() => Promise<{ current: CurrentKey; verifying: PublicKey[] }>) | null,
  ) {
    this.verifying = verifying;
  }

  static fixed(current: CurrentKey, previous: PublicKey[] = []): SigningKeys {
    return new SigningKeys(current, [current, ...previous], null);
  }

  static async reloading(load: () => Promise<{ current: CurrentKey; verifying: PublicKey[] }>): Promise<SigningKeys> {
    const first = await load();
    return new SigningKeys(first.current, first.verifying, load);
  }

  get kid(): string {
    return this.signing.kid;
  }
  get privateKey(): CryptoKey {
    return this.signing.privateKey;
  }
  get publicKey(): CryptoKey {
    return this.signing.key;
  }
  get jwks(): { keys: JWK[] } {
    return { keys: this.verifying.map((k) => k.jwk) };
  }

  /** whether `kid` still verifies (a token verified earlier by a key dropped since is no longer valid) */
  verifies(kid: string): boolean {
    return this.verifying.some((k) => k.kid === kid);
  }

  /** The verification key of `kid`; an unknown one reloads the keys first (throttled). */
  async verificationKey(kid: string | undefined): Promise<CryptoKey | null> {
    const known = this.verifying.find((k) => k.kid === kid);
    if (known || !kid || !this.reloader || Date.now() - this.lastReloadAt < RELOAD_UNKNOWN_KID_MS) return known?.key ?? null;
    await this.reload();
    return this.verifying.find((k) => k.kid === kid)?.key ?? null;
  }

  async reload(): Promise<void> {
    if (!this.reloader) return;
    this.lastReloadAt = Date.now();
    const next = await this.reloader();
    this.signing = next.current;
    this.verifying = next.verifying;
  }
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

export interface LoadKeysOptions {
  privateKeyPem: string | null;
  publicKeyPem: string | null;
  /** JWT_PREVIOUS_PUBLIC_KEY: still verified and published after an environment rotation */
  previousPublicKeyPem?: string | null;
  /** keys of an older portal generated into `<dataDir>/keys/` are taken over (tokens in flight stay valid) */
  dataDir?: string;
  /** store and share the keys here (every instance of one database signs alike); without: files in `dataDir` */
  db?: Db;
  changes?: ChangeFeed;
}

/**
 * Keys from the environment PEMs; else from the database's `signing_keys` (generated once, whichever instance starts
 * first: the partial unique index lets exactly one insert win), reloaded when another instance or `npm run
 * keys:rotate` changes them; else (no database given: tools, tests) from `<dataDir>/keys/`.
 */
export async function loadSigningKeys(options: LoadKeysOptions): Promise<SigningKeys> {
  if (options.privateKeyPem && options.publicKeyPem) {
    const previous = options.previousPublicKeyPem ? [await publicFromPem(options.previousPublicKeyPem)] : [];
    return SigningKeys.fixed(await currentFromPem(options.privateKeyPem, options.publicKeyPem), previous);
  }
  if (options.privateKeyPem || options.publicKeyPem) throw new Error('Set both JWT_PRIVATE_KEY and JWT_PUBLIC_KEY, or neither.');
  if (options.db) {
    const db = options.db;
    const dataDir = options.dataDir;
    const keys = await SigningKeys.reloading(async () => {
      let rows = await readStoredKeys(db);
      if (!rows.some((r) => r.state === 'current')) {
        await insertFirstKey(db, (dataDir && (await filePair(dataDir))) || (await generatePemPair()));
        rows = await readStoredKeys(db);
      }
      const current = rows.find((r) => r.state === 'current')!;
      const previous = await Promise.all(rows.filter((r) => r.state === 'previous').map((r) => publicFromPem(r.public_pem)));
      const signing = await currentFromPem(current.private_pem, current.public_pem);
      return { current: signing, verifying: [signing, ...previous] };
    });
    options.changes?.on('signing_keys', () => void keys.reload().catch(() => {}));
    return keys;
  }
  if (!options.dataDir) throw new Error('loadSigningKeys: give a database or a data folder');
  const existing = await filePair(options.dataDir);
  if (existing) return SigningKeys.fixed(await currentFromPem(existing.privatePem, existing.publicPem));
  const pair = await generatePemPair();
  const dir = path.join(options.dataDir, 'keys');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.writeFile(path.join(dir, 'jwt-private.pem'), pair.privatePem, { mode: 0o600 });
  await fs.writeFile(path.join(dir, 'jwt-public.pem'), pair.publicPem, { mode: 0o644 });
  return SigningKeys.fixed(await currentFromPem(pair.privatePem, pair.publicPem));
}

async function filePair(dataDir: string): Promise<{ privatePem: string; publicPem: string } | null> {
  const dir = path.join(dataDir, 'keys');
  const [privatePem, publicPem] = await Promise.all([readIfExists(path.join(dir, 'jwt-private.pem')), readIfExists(path.join(dir, 'jwt-public.pem'))]);
  return privatePem && publicPem ? { privatePem, publicPem } : null;
}

function readStoredKeys(db: Db) {
  return db.selectFrom('signing_keys').select(['kid', 'state', 'private_pem', 'public_pem', 'retired_at']).execute();
}

/** Two instances starting at once both try; the unique index on the current key lets one win, the other reads it. */
async function insertFirstKey(db: Db, pair: { privatePem: string; publicPem: string }): Promise<void> {
  await db
    .insertInto('signing_keys')
    .values({ kid: await pemKid(pair.publicPem), state: 'current', private_pem: pair.privatePem, public_pem: pair.publicPem })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * `npm run keys:rotate`: a new current key; the current one becomes the previous one (still verified and published),
 * the one before is dropped. Refused while the previous key may still have signed a live token (younger than the
 * access-token lifetime), so that dropping it signs nobody out; `force` drops it anyway (a leaked key).
 */
export async function rotateStoredKeys(db: Db, options: { accessTokenTtlSeconds: number; force?: boolean }): Promise<{ kid: string; previousKid: string | null }> {
  return db.transaction().execute(async (trx) => {
    // one rotation at a time, across machines
    await trx.selectFrom('signing_keys').select('kid').forUpdate().execute();
    const rows = await trx.selectFrom('signing_keys').select(['kid', 'state', 'retired_at']).execute();
    const previous = rows.find((r) => r.state === 'previous');
    if (previous?.retired_at && !options.force) {
      const liveUntil = new Date(previous.retired_at).getTime() + options.accessTokenTtlSeconds * 1000;
      if (liveUntil > Date.now()) {
        throw new Error(
          `The last rotation was less than ACCESS_TOKEN_TTL ago: tokens signed by key ${previous.kid} may still be in use. Try again after ${new Date(liveUntil).toISOString()} (or pass --force).`,
        );
      }
    }
    await trx.deleteFrom('signing_keys').where('state', '=', 'previous').execute();
    const current = rows.find((r) => r.state === 'current');
    await trx.updateTable('signing_keys').set({ state: 'previous', retired_at: new Date() }).where('state', '=', 'current').execute();
    const pair = await generatePemPair();
    const kid = await pemKid(pair.publicPem);
    await trx.insertInto('signing_keys').values({ kid, state: 'current', private_pem: pair.privatePem, public_pem: pair.publicPem }).execute();
    return { kid, previousKid: current?.kid ?? null };
  });
}
