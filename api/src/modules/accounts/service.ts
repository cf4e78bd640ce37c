import { randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  ADMIN_ACCOUNT_FIELDS,
  AUTH_MESSAGES,
  BUSINESS_PROFILE_ID,
  PARTNER_PROFILE_ID,
  RECOVER_PASSWORD_MESSAGES,
  TEMPORARY_PASSWORD_LENGTH,
  TICKET_PERMISSION_FIELDS,
  USER_STATUS_MOVES,
  illegalStatusChangeMessage,
  type Page,
  type UserListRequest,
  type ValidationRequests,
  userPaging,
  type Account,
  type ChangeStatusBody,
  type RecoverPasswordResult,
  type TicketPermissionsBody,
  type SessionTokens,
  type UpdateAccountBody,
  type UserStatus,
} from '@portal/shared';
import type { AppDeps } from '../../deps';
import type { AccountUpdate } from '../../db/schema';
import { badRequest, conflict, notFound } from '@portal/shared/node/server';
import { assertMayAssignGroup } from '../permissions/grants';
import { isCompanyEmail } from '../auth/policy';
import type { RequestUser } from '../../auth/access';
import { hashPassword } from '../../auth/passwords';
import { endAllSessions, isPasswordExpired, reissueSession, sessionsEnded, startSession } from '../../auth/sessions';
import { writeAudit } from '../../audit';
import { assertMayActOn, assertMayChangeStatus, assertMayEditAdminFields, assertMayImpersonate, assertMayTakeOver } from './policy';
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
    has_permission_service_request: row.has_permission_service_request,
    card_related_ticket_permission: row.card_related_ticket_permission,
    game_related_ticket_permission: row.game_related_ticket_permission,
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
  await assertMayImpersonate(deps.db, user, target);
  await writeAudit(deps.db, {
    actorId: user.id,
    action: 'account.impersonate',
    targetType: 'account',
    targetId,
    details: { impersonator_email: user.claims.email, target_email: target.email },
  });
  return startSession(deps, targetId, { impersonatorId: user.id });
}

export async function updateProfile(deps: AppDeps, user: RequestUser, id: number, body: UpdateAccountBody): Promise<{ results: Account } & Partial<SessionTokens>> {
  const target = await q.findAccount(deps.db, id);
  if (!target) throw notFound('Account');
  if (id !== user.id) assertMayActOn(user, target);
  const changes: AccountUpdate = {};
  if (body.first_name !== undefined) changes.first_name = body.first_name;
  if (body.last_name !== undefined) changes.last_name = body.last_name;
  if (body.phone_number !== undefined) changes.phone_number = body.phone_number;
  const adminFields = ADMIN_ACCOUNT_FIELDS.filter((f) => body[f] !== undefined && body[f] !== '');
  if (adminFields.length) {
    assertMayEditAdminFields(user);
    // a new email, password or group for someone else: only within the caller's own rights
    if (body.email || body.password || body.group_id !== undefined) await assertMayTakeOver(deps.db, user, target);
    Object.assign(changes, await adminChanges(deps, user, id, body));
  }
  if (body.image !== undefined) changes.url_image = await deps.storage.saveImageDataUrl(body.image, 'avatars');
  await q.updateAccount(deps.db, id, changes);
  if (changes.password_hash) {
    // a password set by an administrator ends the account's sessions (the caller's own goes on when it is theirs)
    await endAllSessions(deps.db, id, id === user.id ? user.claims.sid : undefined);
    sessionsEnded(deps);
  }
  if (adminFields.length) {
    deps.accessStates.invalidate(id);
    // the field names only: never the password or its hash
    await writeAudit(deps.db, { actorId: user.id, action: 'account.update', targetType: 'account', targetId: id, details: { fields: adminFields } });
  }
  if (changes.url_image) await deps.storage.remove(target.url_image);
  const results = await getAccount(deps, id);
  // only the owner gets a new token: an administrator's edit must not mint a session for someone else
  return id === user.id ? { results, ...(await freshTokens(deps, user)) } : { results };
}

/** The user management edit's fields, checked: unique email, active location, known profile and group. */
async function adminChanges(deps: AppDeps, user: RequestUser, id: number, body: UpdateAccountBody): Promise<AccountUpdate> {
  const changes: AccountUpdate = {};
  if (body.email) {
    if (await q.emailTakenByOther(deps.db, body.email, id)) throw conflict(AUTH_MESSAGES.emailTaken, 'email');
    changes.email = body.email;
    changes.is_company_email = isCompanyEmail(body.email, deps.config.companyDomains);
  }
  if (body.location_id !== undefined) {
    if (!(await q.activeLocationExists(deps.db, body.location_id))) throw badRequest(ACCOUNT_MESSAGES.locationRequired, 'location_id');
    changes.location_id = body.location_id;
  }
  if (body.profile_id !== undefined) {
    if (!(await q.profileExists(deps.db, body.profile_id))) throw badRequest(ACCOUNT_MESSAGES.profileUnknown, 'profile_id');
    changes.profile_id = body.profile_id;
  }
  if (body.group_id !== undefined) {
    if (!(await q.groupExists(deps.db, body.group_id))) throw badRequest(ACCOUNT_MESSAGES.groupRequired, 'group_id');
    await assertMayAssignGroup(deps.db, user, body.group_id);
    changes.group_id = body.group_id;
  }
  if (body.password) changes.password_hash = await hashPassword(body.password);
  return changes;
}

export async function markFirstAccessDone(deps: AppDeps, id: number): Promise<void> {
  await q.updateAccount(deps.db, id, { first_access: false });
}

/**
 * The Update Password overlay (spec: while the password is expired): only an expired password is replaced here, with no
 * current password asked; any other call is refused. Every other session of the account ends (the caller's goes on).
 */
export async function changeTemporaryPassword(deps: AppDeps, user: RequestUser, password: string): Promise<SessionTokens> {
  const account = await q.findAccount(deps.db, user.id);
  if (!account) throw notFound('Account');
  if (!isPasswordExpired(account.password_expired_time)) throw conflict(AUTH_MESSAGES.passwordNotExpired, 'password');
  await q.updateAccount(deps.db, user.id, { password_hash: await hashPassword(password), password_expired_time: null });
  await endAllSessions(deps.db, user.id, user.claims.sid);
  sessionsEnded(deps);
  return freshTokens(deps, user);
}

const STATUS_BY_NAME: Record<ChangeStatusBody['status_name'], UserStatus> = {
  active: 'ACTIVE',
  inactive: 'INACTIVE',
  blocked: 'BLOCKED',
};

export async function changeStatus(deps: AppDeps, user: RequestUser, id: number, body: ChangeStatusBody): Promise<Account> {
  const status = STATUS_BY_NAME[body.status_name];
  if (id === user.id) throw badRequest(ACCOUNT_MESSAGES.cannotChangeOwnStatus);
  const target = await q.findAccount(deps.db, id);
  if (!target) throw notFound('Account');
  assertMayChangeStatus(user, target.status, status);
  assertMayActOn(user, target);
  // an active account may be 'activated' again with another group: that is a group change, not a status move
  const regroup = status === 'ACTIVE' && target.status === 'ACTIVE' && body.group_id !== undefined && body.group_id !== target.group_id;
  if (!regroup && !USER_STATUS_MOVES[target.status].includes(status)) throw conflict(illegalStatusChangeMessage(target.status, status), 'status_name');
  const changes: AccountUpdate = { status };
  if (status === 'ACTIVE') {
    const groupId = body.group_id ?? target.group_id;
    if (groupId === null) throw badRequest(ACCOUNT_MESSAGES.groupRequired, 'group_id');
    if (!(await q.groupExists(deps.db, groupId))) throw badRequest(ACCOUNT_MESSAGES.groupRequired, 'group_id');
    await assertMayAssignGroup(deps.db, user, groupId);
    if (groupId !== target.group_id) await assertMayTakeOver(deps.db, user, target);
    changes.group_id = groupId;
  }
  await q.updateAccount(deps.db, id, changes);
  if (status !== 'ACTIVE') {
    await endAllSessions(deps.db, id);
    sessionsEnded(deps);
  }
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

/**
 * The validation queue by category: the email's domain (company or not) and the profile the account registered
 * with decide. Company email + Company Business profile → employee; company email with any other profile →
 * companyEmail; other email + Partners profile → partner; other email with any other profile → nonCompanyEmail.
 */
export async function listValidationRequests(deps: AppDeps): Promise<ValidationRequests> {
  const out: ValidationRequests = { employees: { employee: [], companyEmail: [] }, partners: { partner: [], nonCompanyEmail: [] } };
  for (const row of await q.listAccountViewsByStatus(deps.db, 'UNVERIFIED')) {
    const account = toAccount(row);
    if (row.is_company_email) (row.profile_id === BUSINESS_PROFILE_ID ? out.employees.employee : out.employees.companyEmail).push(account);
    else (row.profile_id === PARTNER_PROFILE_ID ? out.partners.partner : out.partners.nonCompanyEmail).push(account);
  }
  return out;
}

export async function listUsers(deps: AppDeps, request: UserListRequest): Promise<Page<Account>> {
  const { rows, total } = await q.listUserPage(deps.db, request);
  return { results: rows.map(toAccount), ...userPaging(request, total) };
}

/** Ticket permissions modal (user_management edit): the three fields at once, audited with what they were. */
export async function setTicketPermissions(deps: AppDeps, user: RequestUser, id: number, body: TicketPermissionsBody): Promise<Account> {
  const target = await q.findAccount(deps.db, id);
  if (!target) throw notFound('Account');
  assertMayActOn(user, target);
  const from = Object.fromEntries(TICKET_PERMISSION_FIELDS.map((f) => [f, target[f]]));
  await deps.db.transaction().execute(async (tx) => {
    await q.updateAccount(tx, id, { ...body });
    await writeAudit(tx, { actorId: user.id, action: 'account.ticket_permissions', targetType: 'account', targetId: id, details: { from, to: body } });
  });
  return getAccount(deps, id);
}

// no look-alikes (0/O, 1/l/I): the administrator reads it out or types it into a message
const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function generateTemporaryPassword(): string {
  let out = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++) out += TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)];
  return out;
}

/**
 * An expired password the user cannot get past (forgotten): a new random temporary password, still expired, so the
 * Update Password overlay makes the user choose their own right after signing in with it. Old sessions end.
 */
export async function recoverExpiredPassword(deps: AppDeps, user: RequestUser, id: number): Promise<RecoverPasswordResult> {
  if (id === user.id) throw badRequest(RECOVER_PASSWORD_MESSAGES.self, 'id');
  const target = await q.findAccount(deps.db, id);
  if (!target) throw notFound('Account');
  // a new password for someone else is a way into their account
  await assertMayTakeOver(deps.db, user, target);
  if (target.status !== 'ACTIVE' && target.status !== 'INACTIVE') throw conflict(RECOVER_PASSWORD_MESSAGES.notListed, 'id');
  if (!isPasswordExpired(target.password_expired_time)) throw conflict(RECOVER_PASSWORD_MESSAGES.notExpired, 'id');
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  await deps.db.transaction().execute(async (tx) => {
    // password_expired_time stays in the past: the temporary password only opens the Update Password overlay
    await q.updateAccount(tx, id, { password_hash: passwordHash });
    await endAllSessions(tx, id);
    await writeAudit(tx, { actorId: user.id, action: 'account.recover_password', targetType: 'account', targetId: id, details: { email: target.email } });
  });
  sessionsEnded(deps);
  return { results: await getAccount(deps, id), temporary_password: temporaryPassword };
}
