import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = path.join(REPO_ROOT, 'e2e', '.data');
export const DEMO_PASSWORD = 'Demo#2026';
export const ACCOUNTS = {
  admin: 'admin@arcadia.example',
  manager: 'manager@arcadia.example',
  staff: 'staff@arcadia.example',
  partner: 'partner@vendorco.example',
  expired: 'expired@arcadia.example',
} as const;
export { CHROMIUM } from './chromium';
