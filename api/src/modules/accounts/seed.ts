import { BUSINESS_PROFILE_ID, PARTNER_PROFILE_ID, READ_ONLY_PARTNERS_GROUP_ID } from '@portal/shared';
import type { Db } from '../../db';
import { DIRECTORY_USERS, EXTRA_REGISTRATIONS, SEED_LOCATIONS, UPGRADE_REQUEST_SEED } from '../../db/seedData';
import './tables';

const DAY_MS = 86_400_000;

export interface UserSeedContext {
  /** hash of the demo password */
  passwordHash: string;
  companyDomains: string[];
  /** ids of SEED_LOCATIONS, in order */
  locationIds: number[];
}

const emailLocal = (first: string, last: string) => `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
const isCompany = (email: string, domains: string[]) => domains.includes(email.split('@')[1]!);
/** a phone in the location's area code */
const phoneAt = (location: number, n: number) => `${SEED_LOCATIONS[location]!.phone.slice(0, 5)} 555-${String(200 + n).padStart(4, '0')}`;

/**
 * The demo company's other users (after the contract's demo accounts): the directory for the user management
 * table, the registrations that fill every validation sub-group, and one pending account upgrade. Runs inside the
 * demo seed's transaction. Returns how many registrations it added to the validation queue.
 */
export async function seedUsers(db: Db, ctx: UserSeedContext): Promise<{ pendingRegistrations: number }> {
  const companyDomain = ctx.companyDomains[0] ?? 'arcadia.example';
  const now = Date.now();
  await db
    .insertInto('accounts')
    .values(
      DIRECTORY_USERS.map((u, i) => {
        const email = `${emailLocal(u.first_name, u.last_name)}@${u.partnerDomain ?? companyDomain}`;
        return {
          email,
          first_name: u.first_name,
          last_name: u.last_name,
          password_hash: ctx.passwordHash,
          phone_number: phoneAt(u.location, i),
          location_id: ctx.locationIds[u.location]!,
          profile_id: u.partnerDomain ? PARTNER_PROFILE_ID : BUSINESS_PROFILE_ID,
          group_id: u.group_id,
          status: u.status,
          is_company_email: isCompany(email, ctx.companyDomains),
          url_image: null,
          address: SEED_LOCATIONS[u.location]!.address,
          first_access: false,
          password_expired_time: u.passwordExpired ? new Date(now - 10 * DAY_MS) : null,
          last_login_at: u.status === 'ACTIVE' ? new Date(now - ((i * 7) % 20) * DAY_MS) : null,
          has_permission_service_request: u.tickets?.service ?? null,
          card_related_ticket_permission: u.tickets?.card ?? null,
          game_related_ticket_permission: u.tickets?.game ?? null,
          // spread over the last months, oldest first, so "newest" orders mean something
          created_at: new Date(now - (DIRECTORY_USERS.length - i) * 5 * DAY_MS),
        };
      }),
    )
    .execute();

  await db
    .insertInto('accounts')
    .values(
      EXTRA_REGISTRATIONS.map((r) => ({
        email: r.email,
        first_name: r.first_name,
        last_name: r.last_name,
        password_hash: ctx.passwordHash,
        phone_number: r.phone_number,
        location_id: ctx.locationIds[r.location]!,
        profile_id: r.profile_id,
        group_id: null,
        status: 'UNVERIFIED' as const,
        is_company_email: isCompany(r.email, ctx.companyDomains),
        url_image: null,
        address: SEED_LOCATIONS[r.location]!.address,
      })),
    )
    .execute();

  const { account, business_email } = UPGRADE_REQUEST_SEED;
  const partner = await db
    .insertInto('accounts')
    .values({
      email: account.email,
      first_name: account.first_name,
      last_name: account.last_name,
      password_hash: ctx.passwordHash,
      phone_number: account.phone_number,
      location_id: ctx.locationIds[account.location]!,
      profile_id: PARTNER_PROFILE_ID,
      group_id: READ_ONLY_PARTNERS_GROUP_ID,
      status: 'ACTIVE',
      is_company_email: isCompany(account.email, ctx.companyDomains),
      url_image: null,
      address: SEED_LOCATIONS[account.location]!.address,
      first_access: false,
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  const domain = business_email.split('@')[1]!;
  // the request's business email is on the configured company domain, whatever it is
  const business = ctx.companyDomains.includes(domain) ? business_email : `${business_email.split('@')[0]}@${companyDomain}`;
  await db.insertInto('account_upgrades').values({ account_id: partner.id, personal_email: partner.email, business_email: business }).execute();

  return { pendingRegistrations: EXTRA_REGISTRATIONS.length };
}
