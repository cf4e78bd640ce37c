// `npm run dev`: the api with the registry pointing at each remote's dev server (ports of the contract),
// CORS for those servers, and a data folder of its own so dev URLs never reach `npm start`'s database.
import path from 'node:path';

const DEV_REMOTES = {
  mf_announcements: 3001,
  mf_users: 3002,
  mf_calendar: 3003,
  mf_trivia: 3004,
  mf_knowledge: 3005,
  mf_chat: 3006,
  mf_admin: 3007,
} as const;

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
process.env.DATA_DIR ??= path.join(repoRoot, 'data', 'dev');
process.env.PORTAL_REMOTE_URLS ??= Object.entries(DEV_REMOTES)
  .map(([name, port]) => `${name}=http://localhost:${port}/mf-manifest.json`)
  .join(',');
process.env.CORS_ORIGINS ??= ['http://localhost:3000', ...Object.values(DEV_REMOTES).map((p) => `http://localhost:${p}`)].join(',');

await import('./main');
