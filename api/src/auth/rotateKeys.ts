// `npm run keys:rotate`: a new token signing key for every api instance of this database, with nobody signed out. The
// current key becomes the previous one (still verifies, still in the JWKS); every running instance is told through
// the database's notifications and signs with the new key from then on. With embedded PGlite, run it while the portal
// is stopped (the portal owns its data folder).
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { migrateToLatest } from '../db/migrate';
import { loadSigningKeys, rotateStoredKeys } from './keys';

const config = loadConfig();
if (config.jwt.privateKeyPem) {
  console.error(
    'JWT_PRIVATE_KEY is set: the keys come from the environment. Rotate there: move JWT_PUBLIC_KEY to JWT_PREVIOUS_PUBLIC_KEY, set a new JWT_PRIVATE_KEY / JWT_PUBLIC_KEY pair, restart the instances one by one.',
  );
  process.exit(1);
}
const database = await openDatabase(config);
try {
  await migrateToLatest(database.db);
  // a database that never ran the portal gets its first key here
  await loadSigningKeys({ privateKeyPem: null, publicKeyPem: null, dataDir: config.dataDir, db: database.db });
  const { kid, previousKid } = await rotateStoredKeys(database.db, { accessTokenTtlSeconds: config.jwt.accessTokenTtlSeconds, force: process.argv.includes('--force') });
  console.log(`New signing key ${kid}; ${previousKid ? `${previousKid} still verifies tokens it signed until the next rotation` : 'no previous key'}.`);
} catch (e) {
  console.error((e as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
