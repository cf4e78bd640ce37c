import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair, importPKCS8 } from 'jose';
import { E2E_DATA_DIR } from './env';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Same claims, signed by a key the api never issued. */
export async function withWrongKey(realToken: string) {
  const { privateKey } = await generateKeyPair('ES256');
  const header = decodeProtectedHeader(realToken);
  return new SignJWT(decodeJwt(realToken)).setProtectedHeader({ alg: 'ES256', kid: header.kid }).sign(privateKey);
}

/** Same claims, unsigned (`alg: none`). */
export function withAlgNone(realToken: string) {
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(decodeJwt(realToken))}.`;
}

/** Same claims, signed with the api's own key, but expired an hour ago. */
export async function expired(realToken: string) {
  const pem = readFileSync(path.join(E2E_DATA_DIR, 'keys', 'jwt-private.pem'), 'utf8');
  const key = await importPKCS8(pem, 'ES256');
  const header = decodeProtectedHeader(realToken);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...decodeJwt(realToken), iat: now - 7200, exp: now - 3600 }).setProtectedHeader({ alg: 'ES256', kid: header.kid, typ: 'JWT' }).sign(key);
}
