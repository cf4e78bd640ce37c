import {
  ACCOUNT_MESSAGES,
  type Account,
  type ChangeStatusBody,
  type SessionTokens,
  type UpdateAccountBody,
  type UserStatus,
} from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { AccountUpdate } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import type { RequestUser } from '../../auth/access';
import { hashPassword } from '../../auth/passwords';
import { endAllSessions, isPasswordExpired, reissueSession, startSession } from '../../auth/sessions';
import { writeAudit } from '../../audit';
import { assertMayActOn, assertMayImpersonate } from './policy';
import * as q from './queries';

export function toAccount(row: q.AccountViewRow): Account {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    phone_number: row.phone_number,
    location_id: row.location_id,
    location_name: row.location_name,
    profile_id: row.profile_id,
    profiles_name: row.profiles_name,
    group_id: row.group_id,
    group_name: row.group_name,
    status: row.status,
    is_company_email: row.is_company_email,
    url_image: row.url_image,
    addresses: { full: row.address },
    first_access: row.first_access,
    password_expired_time: row.password_expired_time?.toISOString() ?? null,
    password_is_expired: isPasswordExpired(row.password_expired_time),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function getAccount(deps: AppDeps, id: number): Promise<Account> {
  const row = await q.findAccountView(deps.db, id);
  if (!row) throw notFound('Account');
  return toAccount(row);
}

/** New tokens for the caller's own session (claims carry names, picture, password state). */
async function freshTokens(deps: AppDeps, user: RequestUser): Promise<SessionTokens> {
  return (await reissueSession(deps, user.claims.sid)) ?? startSession(deps, user.id);
}

export async function impersonate(deps: AppDeps, user: RequestUser, targetId: number): Promise<SessionTokens> {
  const target = await q.findAccount(deps.db, targetId);
  if (!target) throw notFound('Account');
  assertMayImpersonate(user, target);
  await writeAudit(deps.db, {
    actorId: user.id,
    action: 'account.impersonate',
    targetType: 'account',
    targetId,
    details: { impersonator_email: user.claims.email, target_email: target.email },
  });
  return startSession(deps, targetId, { impersonatorId: user.id });
}

export async function updateProfile(
  deps: AppDeps,
  user: RequestUser,
  id: number,
  body: UpdateAccountBody,
): Promise<{ results: Account } & Partial<SessionTokens>> {
  const target = await q.findAccount(deps.db, id);
  if (!target) throw notFound('Account');
  if (id !== user.id) assertMayActOn(user, target);
  const changes: AccountUpdate = {};
  if (body.first_name !== undefined) changes.first_name = body.first_name;
  if (body.last_name !== undefined) changes.last_name = body.last_name;
  if (body.phone_number !== undefined) changes.phone_number = body.phone_number;
  if (body.image !== undefined) changes.url_image = await deps.storage.saveImageDataUrl(body.image, 'avatars');
  await q.updateAccount(deps.db, id, changes);
  if (changes.url_image) await deps.storage.remove(target.url_image);
  const results = await getAccount(deps, id);
  // only the owner gets a new token: an administrator's edit must not mint a session for someone else
  return id === user.id ? { results, ...(await freshTokens(deps, user)) } : { results };
}

export async function markFirstAccessDone(deps: AppDeps, id: number): Promise<void> {
  await q.updateAccount(deps.db, id, { first_access: false });
}

export async function changeTemporaryPassword(deps: AppDeps, user: RequestUser, password: string): Promise<SessionTokens> {
  await q.updateAccount(deps.db, user.id, { password_hash: await hashPassword(password), password_expired_time: null });
  return freshTokens(deps, user);
}

const STATUS_BY_NAME: Record<ChangeStatusBody['status_name'], UserStatus> = {
  active: 'ACTIVE',
  inactive: 'INACTIVE',
  blocked: 'BLOCKED',
};

export async function changeStatus(deps: AppDeps, user: RequestUser, id: number, body: ChangeStatusBody): Promise<Account> {
  if (id === user.id) throw badRequest(ACCOUNT_MESSAGES.cannotChangeOwnStatus);
  const target = await q.findAccount(deps.db, id);
  if (!target) throw notFound('Account');
  assertMayActOn(user, target);
  const status = STATUS_BY_NAME[body.status_name];
  const changes: AccountUpdate = { status };
  if (status === 'ACTIVE') {
    const groupId = body.group_id ?? target.group_id;
    if (groupId === null) throw badRequest(ACCOUNT_MESSAGES.groupRequired, 'group_id');
    if (!(await q.groupExists(deps.db, groupId))) throw badRequest(ACCOUNT_MESSAGES.groupRequired, 'group_id');
    changes.group_id = groupId;
  }
  await q.updateAccount(deps.db, id, changes);
  if (status !== 'ACTIVE') await endAllSessions(deps.db, id);
  deps.accessStates.invalidate(id);
  await writeAudit(deps.db, {
    actorId: user.id,
    action: 'account.status',
    targetType: 'account',
    targetId: id,
    details: { from: target.status, to: status, group_id: changes.group_id ?? target.group_id },
  });
  return getAccount(deps, id);
}
