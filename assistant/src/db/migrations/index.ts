import type { Migration } from 'kysely';
import * as m20261125080000 from './20261125080000_assistant';
import * as m20261201090000 from './20261201090000_message_categories';
import * as m20261210090000 from './20261210090000_passage_context';

export const migrations: Record<string, Migration> = {
  '20261125080000_assistant': m20261125080000,
  '20261201090000_message_categories': m20261201090000,
  '20261210090000_passage_context': m20261210090000,
};
