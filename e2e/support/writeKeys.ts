// Writes the api's signing key pair into `<DATA_DIR>/keys/` before the e2e server starts: the api takes a pair found
// there as its first key (api/src/auth/keys.ts), and forge.ts signs tokens the api must refuse for other reasons
// (expiry) with the very same key.
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: writeKeys.ts <DATA_DIR>');
const { privateKey, publicKey } = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const dir = path.join(dataDir, 'keys');
fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
fs.writeFileSync(path.join(dir, 'jwt-private.pem'), privateKey, { mode: 0o600 });
fs.writeFileSync(path.join(dir, 'jwt-public.pem'), publicKey, { mode: 0o644 });
