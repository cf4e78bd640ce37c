import {
  BUSINESS_PROFILE_ID,
  ERROR_CODES,
  UPGRADE_MESSAGES,
  type Account,
  type AccountUpgradeRequest,
  type PortalNotification,
  type UpgradeAccountBody,
  type UpgradeRequestBody,
} from '@portal/shared';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, forbidden, HttpError, isPgError, PG_UNIQUE_VIOLATION } from '@portal/shared/node/server';
import type { RequestUser } from '../../auth/access';
import { writeAudit } from '../../audit';
import { createNotification, publishNotifications } from '../notify/service';
import { isCompanyEmail } from '../auth/policy';
import { assertMayActOn, assertMayTakeOver } from './policy';
import { assertMayAssignGroup } from '../permissions/grants';
import { getAccount } from './service';
import * as q from './queries';
import * as uq from './upgradeQueries';

function toUpgradeRequest(row: uq.UpgradeViewRow): AccountUpgradeRequest {
  return {
    id: row.id,
    customer_id: row.account_id,
    user_email: row.user_email,
    business_email: row.business_email,
    first_name: row.first_name,
    last_name: row.last_name,
    full_name: `${row.first_name} ${row.last_name}`,
    location_name: row.location_name,
    profiles_name: row.profiles_name,
    group_id: row.group_id,
    group_name: row.group_name,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

const notPending = () => new HttpError(404, ERROR_CODES.notFound, UPGRADE_MESSAGES.notPending);
const emailTaken = () => conflict(UPGRADE_MESSAGES.emailTaken, 'business_email');

/** The unique indexes catch what two simultaneous requests could both pass the checks with. */
function uniqueViolation(e: unknown): HttpError | null {
  if (!isPgError(e, PG_UNIQUE_VIOLATION)) return null;
  return e.constraint === 'account_upgrades_one_pending' ? conflict(UPGRADE_MESSAGES.alreadyPending) : emailTaken();
}

export async function listUpgradeRequests(deps: AppDeps): Promise<AccountUpgradeRequest[]> {
  return (await uq.listPendingViews(deps.db)).map(toUpgradeRequest);
}

export async function myUpgradeRequest(deps: AppDeps, user: RequestUser): Promise<AccountUpgradeRequest | null> {
  const row = await uq.findPendingView(deps.db, user.id);
  return row ? toUpgradeRequest(row) : null;
}

/** A personal or partner account asks to become a business account with a company email (one pending request each). */
export async function requestUpgrade(deps: AppDeps, user: RequestUser, body: UpgradeRequestBody): Promise<AccountUpgradeRequest> {
  const email = body.business_email;
  if (!email) throw badRequest(UPGRADE_MESSAGES.companyEmailRequired, 'business_email');
  const me = await q.findAccount(deps.db, user.id);
  if (!me) throw forbidden();
  if (me.is_company_email) throw conflict(UPGRADE_MESSAGES.alreadyBusiness);
  if (!isCompanyEmail(email, deps.config.companyDomains)) throw badRequest(UPGRADE_MESSAGES.companyEmailRequired, 'business_email');
  if (await uq.findPending(deps.db, user.id)) throw conflict(UPGRADE_MESSAGES.alreadyPending);
  if (await uq.businessEmailTaken(deps.db, email, user.id)) throw emailTaken();
  const validators = await uq.upgradeValidators(deps.db);
  let notes: PortalNotification[];
  try {
    notes = await deps.db.transaction().execute(async (tx) => {
      const { id } = await uq.insertRequest(tx, { account_id: user.id, personal_email: me.email, business_email: email });
      await writeAudit(tx, { actorId: user.id, action: 'account.upgrade_request', targetType: 'account', targetId: user.id, details: { request_id: id, business_email: email } });
      return createNotification(tx, {
        userIds: validators.map((v) => v.id).filter((id) => id !== user.id),
        content: `${user.claims.first_name} ${user.claims.last_name} asks to upgrade to a business account (${email}).`,
        link: '/user',
      });
    });
  } catch (e) {
    throw uniqueViolation(e) ?? e;
  }
  // pushed live only once the transaction committed
  publishNotifications(deps, notes);
  return toUpgradeRequest((await uq.findPendingView(deps.db, user.id))!);
}

/**
 * Upgrade (user_validation edit): the account's email becomes the business email, its profile the fixed Company
 * Business profile, its group the chosen one; the request is closed. Checked in the spec's order (email, group).
 */
export async function upgradeAccount(deps: AppDeps, user: RequestUser, customerId: number, body: UpgradeAccountBody): Promise<Account> {
  const email = body.business_email;
  if (!email || !isCompanyEmail(email, deps.config.companyDomains)) throw badRequest(UPGRADE_MESSAGES.companyEmailRequired, 'business_email');
  const groupId = body.groupId;
  if (groupId === undefined || groupId === null) throw badRequest(UPGRADE_MESSAGES.groupRequired, 'groupId');
  const request = await uq.findPending(deps.db, customerId);
  const target = await q.findAccount(deps.db, customerId);
  if (!request || !target || (target.status !== 'ACTIVE' && target.status !== 'INACTIVE')) throw notPending();
  assertMayActOn(user, target);
  if (body.personal_email !== undefined && body.personal_email !== target.email.toLowerCase()) {
    throw conflict(UPGRADE_MESSAGES.personalEmailChanged, 'personal_email');
  }
  if (!(await q.groupExists(deps.db, groupId))) throw badRequest(UPGRADE_MESSAGES.groupRequired, 'groupId');
  await assertMayAssignGroup(deps.db, user, groupId);
  // the email changes too: taking over an account beyond the caller's rights is refused like impersonation
  await assertMayTakeOver(deps.db, user, target);
  if (await uq.businessEmailTaken(deps.db, email, customerId)) throw emailTaken();
  let notes: PortalNotification[];
  try {
    notes = await deps.db.transaction().execute(async (tx) => {
      // closed first: of two validators deciding at once, the second waits on the row, finds it closed, and rolls back
      if (!(await uq.closeRequest(tx, request.id, { group_id: groupId, decided_by: user.id, business_email: email }))) throw notPending();
      await q.updateAccount(tx, customerId, { email, is_company_email: true, profile_id: BUSINESS_PROFILE_ID, group_id: groupId });
      await writeAudit(tx, {
        actorId: user.id,
        action: 'account.upgrade',
        targetType: 'account',
        targetId: customerId,
        details: { request_id: request.id, from_email: target.email, to_email: email, group_id: groupId, profile_id: BUSINESS_PROFILE_ID },
      });
      return createNotification(tx, {
        userIds: [customerId],
        content: `Your account is now a business account. Sign in with ${email} from now on.`,
        link: '/profile',
      });
    });
  } catch (e) {
    throw uniqueViolation(e) ?? e;
  }
  publishNotifications(deps, notes);
  deps.accessStates.invalidate(customerId);
  return getAccount(deps, customerId);
}
