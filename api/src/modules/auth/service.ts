import {
  AUTH_MESSAGES,
  BUSINESS_PROFILE_ID,
  PARTNER_PROFILE_ID,
  type RegisterBody,
  type SessionTokens,
  type SignInBody,
} from '@portal/shared';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, isPgError, PG_UNIQUE_VIOLATION, unauthorized } from '../../errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/passwords';
import { endSession, findLiveSession, rotateSession, startSession } from '../../auth/sessions';
import { isCompanyEmail, statusRefusal } from './policy';
import * as q from './queries';

export async function register(deps: AppDeps, body: RegisterBody): Promise<{ message: string }> {
  if (await q.findAccountByEmail(deps.db, body.email)) throw conflict(AUTH_MESSAGES.emailTaken, 'email');
  if (!(await q.isActiveLocation(deps.db, body.location_id))) throw badRequest('Please choose your main location.', 'location_id');
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
    if (isPgError(e, PG_UNIQUE_VIOLATION)) throw conflict(AUTH_MESSAGES.emailTaken, 'email');
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
    await endSession(deps.db, refreshToken);
    throw refusal;
  }
  return rotateSession(deps, session);
}

export async function signOut(deps: AppDeps, refreshToken: string): Promise<void> {
  await endSession(deps.db, refreshToken);
}

export async function registrationLocations(deps: AppDeps) {
  return { results: await q.activeLocationOptions(deps.db) };
}
