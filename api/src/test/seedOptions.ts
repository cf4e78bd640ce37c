import type { SeedOptions } from '../db/seed';

export const TEST_SEED_OPTIONS: SeedOptions = { admin: null, companyDomains: ['arcadia.example'] };
