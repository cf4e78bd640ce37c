import fs from 'node:fs/promises';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importPKCS8,
  importSPKI,
  type CryptoKey,
  type JWK,
} from 'jose';

export const SIGNING_ALG = 'ES256';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  jwks: { keys: JWK[] };
}

async function fromPem(privatePem: string, publicPem: string): Promise<SigningKeys> {
  const privateKey = await importPKCS8(privatePem, SIGNING_ALG);
  const publicKey = await importSPKI(publicPem, SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { kid, privateKey, publicKey, jwks: { keys: [{ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' }] } };
}

async function readIfExists(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

/** Keys from env PEMs, else from `<dataDir>/keys/`, generated there on first start. */
export async function loadSigningKeys(options: {
  privateKeyPem: string | null;
  publicKeyPem: string | null;
  dataDir: string;
}): Promise<SigningKeys> {
  if (options.privateKeyPem && options.publicKeyPem) return fromPem(options.privateKeyPem, options.publicKeyPem);
  if (options.privateKeyPem || options.publicKeyPem) throw new Error('Set both JWT_PRIVATE_KEY and JWT_PUBLIC_KEY, or neither.');
  const dir = path.join(options.dataDir, 'keys');
  const privateFile = path.join(dir, 'jwt-private.pem');
  const publicFile = path.join(dir, 'jwt-public.pem');
  const [privatePem, publicPem] = await Promise.all([readIfExists(privateFile), readIfExists(publicFile)]);
  if (privatePem && publicPem) return fromPem(privatePem, publicPem);

  const pair = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const [newPrivate, newPublic] = await Promise.all([exportPKCS8(pair.privateKey), exportSPKI(pair.publicKey)]);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.writeFile(privateFile, newPrivate, { mode: 0o600 });
  await fs.writeFile(publicFile, newPublic, { mode: 0o644 });
  return fromPem(newPrivate, newPublic);
}
