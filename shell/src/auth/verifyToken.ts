import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { getApiBase } from '@portal/shared/react';
import { ACCESS_TOKEN_TYPE, CLOCK_LEEWAY_SECONDS, TOKEN_AUDIENCE, TOKEN_ISSUER, type TokenClaims } from '@portal/shared/core';

let jwks: JWTVerifyGetKey | null = null;

function keySet(): JWTVerifyGetKey {
  if (!jwks) {
    const base = getApiBase() || (typeof location !== 'undefined' ? location.origin : 'http://localhost');
    jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', base), { cooldownDuration: 30_000, timeoutDuration: 10_000 });
  }
  return jwks;
}

/** Tests and a key rotation reset the cached key set. */
export function setKeySet(getKey: JWTVerifyGetKey | null) {
  jwks = getKey;
}

/** The token is bad (expired, forged, malformed): not worth retrying as is. */
export class InvalidTokenError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'InvalidTokenError';
  }
}

/**
 * Verifies a login token against the api's public key by the api's own rules (ES256 only: no secret ever reaches the
 * browser; `typ` at+jwt, the portal's issuer and audience, `exp` / `iat` / `sub` required, no `iat` from the future).
 * Throws InvalidTokenError for a bad token, anything else (network) as is.
 */
export async function verifyToken(token: string): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, keySet(), {
      algorithms: ['ES256'],
      typ: ACCESS_TOKEN_TYPE,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: CLOCK_LEEWAY_SECONDS,
    });
    // jose checks `iat` only against a maximum age: one from the future is refused here, as the api does
    if (typeof payload.iat !== 'number' || payload.iat > Date.now() / 1000 + CLOCK_LEEWAY_SECONDS) throw new InvalidTokenError('token issued in the future');
    return payload as unknown as TokenClaims;
  } catch (e) {
    if (
      e instanceof errors.JWTExpired ||
      e instanceof errors.JWTClaimValidationFailed ||
      e instanceof errors.JWSSignatureVerificationFailed ||
      e instanceof errors.JWSInvalid ||
      e instanceof errors.JWTInvalid ||
      e instanceof errors.JOSEAlgNotAllowed ||
      e instanceof errors.JWKSNoMatchingKey ||
      e instanceof errors.JOSENotSupported
    ) {
      throw new InvalidTokenError((e as Error).message);
    }
    throw e;
  }
}
