import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** the end-to-end suite's port plus one, so both can run on one machine (E2E_PORT=9880 → 9881) */
export const PORT = Number(process.env.SECURITY_PORT ?? Number(process.env.E2E_PORT ?? 18080) + 1);
export const BASE_URL = `http://localhost:${PORT}`;
export const DATA_DIR = path.join(REPO_ROOT, 'security', '.data');
export { CHROMIUM } from '@portal/e2e/support';
export const DEMO_PASSWORD = 'Demo#2026';
export const ACCOUNTS = { admin: 'admin@arcadia.example', staff: 'staff@arcadia.example', manager: 'manager@arcadia.example' } as const;
