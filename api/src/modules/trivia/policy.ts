import { can } from '@portal/shared';
import type { RequestUser } from '../../auth/access';

/**
 * Who sees questions and polls dated after today (the calendar feeds): trivia administrators only, so nobody
 * else can read tomorrow's question before it is asked.
 */
export function maySeeFutureItems(user: RequestUser): boolean {
  return can(user.roles, 'admin_trivia', 'view');
}
