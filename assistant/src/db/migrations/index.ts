import type { Migration } from 'kysely';
import * as m20261125080000 from './20261125080000_assistant';

export const migrations: Record<string, Migration> = {
  '20261125080000_assistant': m20261125080000,
};
