import { AUTH_MESSAGES, BUSINESS_PROFILE_ID, PARTNER_PROFILE_ID, type RegisterBody, type SessionTokens, type SignInBody } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { badRequest, isPgError, PG_UNIQUE_VIOLATION, unauthorized } from '@portal/shared/node/server';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/passwords';
import { endSession, findLiveSession, rotateSession, startSession } from '../../auth/sessions';
import { enqueueDelivery } from '../../delivery/enqueue';
import { isCompanyEmail, statusRefusal } from './policy';
import { LIMITS } from '../../limits';
import * as q from './queries';

/**
 * An email that already has an account (issue 19 point 8): the same answer as a new registration, so the form cannot
 * tell who works here, and the owner gets an email saying someone tried (they sign in, or ask for a reset, as usual).
 * The password is still hashed so both answers take as long.
 */
async function registeredAlready(deps: AppDeps, accountId: number, password: string): Promise<{ message: string }> {
  await hashPassword(password);
  const account = await deps.db.selectFrom('accounts').select(['email', 'first_name']).where('id', '=', accountId).executeTakeFirstOrThrow();
  // a script re-registering the address mails its owner once an hour, not every time (issue 43)
  if (!(await deps.limits.hit('registered-already-mail', account.email, LIMITS.registeredAlreadyMail)).allowed) return { message: AUTH_MESSAGES.registered };
  await enqueueDelivery(deps.db, {
    // no source row: id 0 (identities start at 1) keeps it out of every announcement's and notification's figures
    source: { kind: 'notification', id: 0 },
    subject: REGISTERED_ALREADY_SUBJECT,
    html: `<p>Hello ${escapeHtml(account.first_name)},</p><p>Someone tried to register a new portal account with this email address. You already have one: sign in with it as usual. If this was not you, nothing changed and you can ignore this email.</p>`,
    text: 'Someone tried to register a new portal account with this email address. You already have one: sign in with it as usual. If this was not you, ignore this email.',
    link: '/',
    channels: { email: true, sms: false, push: false, desktop: false },
    recipients: [{ email: account.email }],
  });
  return { message: AUTH_MESSAGES.registered };
}

export const REGISTERED_ALREADY_SUBJECT = 'Your portal account already exists';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function register(deps: AppDeps, body: RegisterBody): Promise<{ message: string }> {
  if (!(await q.isActiveLocation(deps.db, body.location_id))) throw badRequest('Please choose your main location.', 'location_id');
  const existing = await q.findAccountByEmail(deps.db, body.email);
  if (existing) return registeredAlready(deps, existing.id, body.password);
  const company = isCompanyEmail(body.email, deps.config.companyDomains);
  try {
    await q.insertAccount(deps.db, {
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      password_hash: await hashPassword(body.password),
      phone_number: body.phone_number,
      location_id: body.location_id,
      profile_id: company ? BUSINESS_PROFILE_ID : PARTNER_PROFILE_ID,
      group_id: null, // chosen by the administrator who confirms the account
      status: 'UNVERIFIED',
      is_company_email: company,
      url_image: null,
    });
  } catch (e) {
    // registered by someone else a moment ago: the same answer as ever
    if (isPgError(e, PG_UNIQUE_VIOLATION)) return { message: AUTH_MESSAGES.registered };
    throw e;
  }
  const validators = await q.userValidators(deps.db);
  await q.notify(
    deps.db,
    validators.map((v) => v.id),
    `New ${company ? 'employee' : 'partner'} registration: ${body.first_name} ${body.last_name} (${body.email})`,
    '/user',
  );
  return { message: AUTH_MESSAGES.registered };
}

export async function signIn(deps: AppDeps, body: SignInBody): Promise<SessionTokens> {
  const account = await q.findAccountByEmail(deps.db, body.email);
  if (!account) {
    await burnPasswordCheck(body.password);
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  if (!(await verifyPassword(body.password, account.password_hash))) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  // the status is only revealed to someone who knows the password
  const refusal = statusRefusal(account.status);
  if (refusal) throw refusal;
  await q.markSignedIn(deps.db, account.id);
  return startSession(deps, account.id, { remember: body.remember });
}

export async function refresh(deps: AppDeps, refreshToken: string): Promise<SessionTokens> {
  const session = await findLiveSession(deps.db, refreshToken);
  if (!session) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  const state = await deps.accessStates.get(session.account_id);
  const refusal = state ? statusRefusal(state.status) : unauthorized();
  if (refusal) {
    await endSession(deps, refreshToken);
    throw refusal;
  }
  const rotated = await rotateSession(deps, session);
  if (!rotated) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return rotated;
}

export async function signOut(deps: AppDeps, refreshToken: string): Promise<void> {
  await endSession(deps, refreshToken);
}

export async function registrationLocations(deps: AppDeps) {
  return { results: await q.activeLocationOptions(deps.db) };
}
