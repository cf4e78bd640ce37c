import { afterEach, describe, expect, it } from 'vitest';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { ACCESS_TOKEN_TYPE, emptyRoles, modulesFromRoles, TOKEN_AUDIENCE, TOKEN_ISSUER, type MyPermissions } from '@portal/shared';
import { useAuthStore } from '@portal/shared/react';
import { buildClaims, stubFetch } from '../test/fixtures';
import { startSession, useSessionStatus } from './session';
import { setKeySet } from './verifyToken';

/** A token the shell accepts: signed with a key the test hands to the verifier as the api's key set. */
async function signedToken(claims: ReturnType<typeof buildClaims>) {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'ES256' };
  setKeySet(createLocalJWKSet({ keys: [jwk] }));
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: 'test', typ: ACCESS_TOKEN_TYPE })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(privateKey);
}

describe('startSession', () => {
  afterEach(() => {
    setKeySet(null);
    useAuthStore.getState().clear();
  });

  it('takes the rights the api holds now over the token’s (a permission change shows at the next page load)', async () => {
    const claims = buildClaims({ group_id: 6 }, [['location', 'view']]);
    useAuthStore.setState({ token: await signedToken(claims) });
    const now = emptyRoles();
    now.analytics.view = true;
    const rights: MyPermissions = { group_id: 12, roles: now, modules: modulesFromRoles(now) };
    const calls = stubFetch({ 'GET /api/v1/permissions/mine': { body: { results: rights } } });

    expect(await startSession()).toBe('authenticated');
    const state = useAuthStore.getState().claims!;
    expect(state.roles.location.view).toBe(false);
    expect(state.roles.analytics.view).toBe(true);
    expect(state.modules.analytics.list).toBe(true);
    expect(state.group_id).toBe(12);
    expect(state.email).toBe(claims.email);
    expect(calls.map((c) => c.path)).toEqual(['/api/v1/permissions/mine']);
    expect(useSessionStatus.getState().status).toBe('authenticated');
  });

  it('keeps the token’s rights when the api cannot tell (an error or no answer)', async () => {
    const claims = buildClaims({ group_id: 6 }, [['location', 'view']]);
    useAuthStore.setState({ token: await signedToken(claims) });
    stubFetch({ 'GET /api/v1/permissions/mine': { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'x' } } } });
    expect(await startSession()).toBe('authenticated');
    expect(useAuthStore.getState().claims!.roles.location.view).toBe(true);
    expect(useAuthStore.getState().claims!.group_id).toBe(6);
  });

  it('keeps the session when the refresh cannot be answered (an api instance gone, the balancer answering 502/503)', async () => {
    for (const status of [502, 503]) {
      useAuthStore.setState({ token: 'not-a-valid-token', refreshToken: 'refresh-1' });
      stubFetch({ 'POST /api/v1/auth/refresh': { status, body: { error: { code: 'UNAVAILABLE', message: 'unavailable' } } } });
      expect(await startSession()).toBe('offline');
      expect(useAuthStore.getState().refreshToken).toBe('refresh-1');
    }
    // a refresh token the server refuses still ends it
    stubFetch({ 'POST /api/v1/auth/refresh': { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'expired' } } } });
    expect(await startSession()).toBe('anonymous');
  });
});
