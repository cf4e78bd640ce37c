import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, decodeProtectedHeader } from 'jose';
import { LRUCache } from 'lru-cache';
import { ACCESS_TOKEN_TYPE, CLOCK_LEEWAY_SECONDS, TOKEN_AUDIENCE, TOKEN_ISSUER, type TokenClaims } from '@portal/shared';
import { SIGNING_ALG, type SigningKeys } from './keys';

/** What we put in a token: the shared claims plus `sid`, the refresh-token row the session lives in. */
export type AccessClaims = TokenClaims & { sid: number };
export type ClaimsInput = Omit<AccessClaims, 'iat' | 'exp' | 'sub'>;

const CACHE_LIMIT = 10_000;

/**
 * Signs and verifies access tokens. Verified tokens are cached until they expire because one ES256
 * verification costs ~0.3 ms of a core, which would cap every authenticated route. The cache is keyed by
 * the signature (hashing a ~2 KB token on every request shows in profiles) and a hit still requires the
 * whole token to equal the one verified, so a token with a copied signature is verified in full (and fails).
 */
export class TokenService {
  private readonly verified = new LRUCache<string, { token: string; kid: string; claims: AccessClaims }>({ max: CACHE_LIMIT });

  constructor(
    private readonly keys: SigningKeys,
    readonly ttlSeconds: number,
  ) {}

  async sign(claims: ClaimsInput): Promise<{ token: string; expiresAt: number }> {
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + this.ttlSeconds;
    const token = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: this.keys.kid, typ: ACCESS_TOKEN_TYPE })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(claims.id))
      .setJti(randomBytes(9).toString('base64url'))
      .setIssuedAt(now)
      .setExpirationTime(expiresAt)
      .sign(this.keys.privateKey);
    return { token, expiresAt };
  }

  /**
   * What the cache knows of a token without verifying it: its claims, null when it has expired since, undefined when
   * it was never verified here (call `verify`). Synchronous, for the per-request hot path.
   */
  verifyCached(token: string): AccessClaims | null | undefined {
    const key = token.slice(token.lastIndexOf('.') + 1);
    const cached = this.verified.get(key);
    if (!cached || cached.token !== token) return undefined;
    if (cached.claims.exp > Date.now() / 1000 && this.keys.verifies(cached.kid)) return cached.claims;
    this.verified.delete(key);
    return null;
  }

  /**
   * The claims of a valid token, or null: bad signature, other key or alg, `typ` not `at+jwt`, another issuer or
   * audience, no `exp` / `iat` / `sub`, expired, not yet valid or issued in the future (beyond the leeway), garbage.
   * The session it names is checked by the caller (`AccessVerifier`), on every request.
   */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verifyCached(token);
    if (known !== undefined) return known;
    const key = token.slice(token.lastIndexOf('.') + 1);
    try {
      // the current or the previous key (a rotation signs nobody out); any other kid is refused
      const kid = decodeProtectedHeader(token).kid;
      const publicKey = await this.keys.verificationKey(kid);
      if (!publicKey) return null;
      const { payload } = await jwtVerify<AccessClaims>(token, publicKey, {
        algorithms: [SIGNING_ALG],
        typ: ACCESS_TOKEN_TYPE,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
        clockTolerance: CLOCK_LEEWAY_SECONDS,
      });
      if (typeof payload.id !== 'number' || typeof payload.sid !== 'number' || payload.sub !== String(payload.id)) return null;
      const now = Date.now() / 1000;
      // the leeway is for `nbf` / `iat` only: an expired token is refused at once
      if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
      // jose checks `iat` only against a maximum age: one from the future is refused here
      if (typeof payload.iat !== 'number' || payload.iat > now + CLOCK_LEEWAY_SECONDS) return null;
      this.remember(key, token, kid!, payload as AccessClaims);
      return payload as AccessClaims;
    } catch {
      return null;
    }
  }

  private remember(key: string, token: string, kid: string, claims: AccessClaims) {
    this.verified.set(key, { token, kid, claims });
  }
}
