import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as jose from 'jose';
import { loadSigningKeys, type SigningKeys } from './keys';
import { TokenService } from './tokens';
import { buildClaimsInput } from './testSupport';

vi.mock('jose', async (importOriginal) => {
  const actual = await importOriginal<typeof import('jose')>();
  return { ...actual, jwtVerify: vi.fn(actual.jwtVerify) };
});

const claims = buildClaimsInput();

describe('TokenService', () => {
  let keys: SigningKeys;
  beforeAll(async () => {
    const pair = await jose.generateKeyPair('ES256', { extractable: true });
    keys = await loadSigningKeys({
      privateKeyPem: await jose.exportPKCS8(pair.privateKey),
      publicKeyPem: await jose.exportSPKI(pair.publicKey),
      dataDir: '/nonexistent',
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(jose.jwtVerify).mockClear();
  });

  it('verifies a token’s signature once, then answers from the cache', async () => {
    const tokens = new TokenService(keys, 900);
    const { token } = await tokens.sign(claims);
    for (let i = 0; i < 5; i++) expect((await tokens.verify(token))?.id).toBe(7);
    // a fresh string with the same characters (as each request's header is) still hits
    expect((await tokens.verify(token.split('').join('')))?.id).toBe(7);
    expect(jose.jwtVerify).toHaveBeenCalledTimes(1);
  });

  it('a cached signature does not vouch for another payload', async () => {
    const tokens = new TokenService(keys, 900);
    const { token } = await tokens.sign(claims);
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), group_id: 1 })).toString('base64url');
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toBeNull();
    expect(await tokens.verify(token)).not.toBeNull();
  });

  it('a cached token stops working when it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = new TokenService(keys, 60);
    const { token } = await tokens.sign(claims);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('keeps at most 10,000 tokens, dropping the oldest', async () => {
    const tokens = new TokenService(keys, 900);
    const first = (await tokens.sign(claims)).token;
    await tokens.verify(first);
    const verified = (tokens as unknown as { verified: Map<string, unknown> }).verified;
    // filled with stand-ins rather than 10,000 real signatures (~3 s of ES256)
    for (let i = verified.size; i < 10_000; i++) verified.set(`filler-${i}`, { token: '', claims: {} });
    const next = (await tokens.sign(claims)).token;
    await tokens.verify(next);
    expect(verified.size).toBe(10_000);
    vi.mocked(jose.jwtVerify).mockClear();
    await tokens.verify(first); // evicted: verified again
    expect(jose.jwtVerify).toHaveBeenCalledTimes(1);
  });
});
