import { DEFAULT_PORTAL_TIME_ZONE, GROUPS, MODULE_KEYS, PROFILES } from '@portal/shared';
import type { Db } from './index';
import { hashPassword } from '../auth/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SEED_LOCATIONS, SEED_PERMISSIONS } from './seedData';
import { seedUsers } from '../modules/accounts/seed';
import { seedNews } from '../modules/news/seed';
import { seedAnnouncements } from '../modules/announcements/seed';
import { seedTrivia } from '../modules/trivia/seed';
import { seedJobTitles } from '../modules/jobTitles/seed';
import { seedShortcuts } from '../modules/shortcuts/seed';
import { seedAnalytics } from '../modules/analytics/seed';
import { seedChat } from '../modules/chat/seed';
import { seedEvents } from '../modules/events/seed';

export interface DemoAccount {
  email: string;
  password: string;
  group: string;
  status: string;
}

export interface SeedOptions {
  admin: { email: string; password: string } | null;
  companyDomains: string[];
  /** the portal's zone (trivia's "today" in the demo data); default America/Chicago */
  timeZone?: string;
}

/** The demo accounts as they exist now (main.ts prints them on every start). */
export async function listDemoAccounts(db: Db, options: SeedOptions): Promise<DemoAccount[]> {
  const emails = DEMO_ACCOUNTS.map((a, i) => (i === 0 && options.admin ? options.admin.email : a.email));
  const rows = await db
    .selectFrom('accounts')
    .leftJoin('groups', 'groups.id', 'accounts.group_id')
    .select(['accounts.email', 'accounts.status', 'groups.name as group'])
    .where('accounts.email', 'in', emails)
    .execute();
  return emails.flatMap((email, i) => {
    const row = rows.find((r) => r.email === email);
    if (!row) return [];
    const password = i === 0 && options.admin ? '(PORTAL_ADMIN_PASSWORD)' : DEMO_PASSWORD;
    return [{ email, password, group: row.group ?? '(none yet)', status: row.status }];
  });
}

/**
 * Demo company on an EMPTY database only (no profiles yet): profiles, 16 groups and their permissions,
 * locations, demo accounts and the rest of the company's users, a few notifications. Returns false when there was something already.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const existing = await db.selectFrom('profiles').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  // one hash for the shared demo password (seeding stays fast); the admin's own password gets its own
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const adminHash = options.admin ? await hashPassword(options.admin.password) : demoHash;

  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('profiles')
      .values(PROFILES.map((p) => ({ id: p.id, name: p.name })))
      .execute();
    await tx
      .insertInto('groups')
      .values(GROUPS.map((g) => ({ id: g.id, name: g.name, profile_id: g.profile_id })))
      .execute();
    await tx
      .insertInto('group_permissions')
      .values(GROUPS.flatMap((g) => MODULE_KEYS.map((module) => ({ group_id: g.id, module, ...SEED_PERMISSIONS[g.id]![module] }))))
      .execute();
    const locations = await tx
      .insertInto('locations')
      .values(SEED_LOCATIONS.map((l) => ({ ...l })))
      .returning('id')
      .execute();

    const dayMs = 86_400_000;
    const accounts = await tx
      .insertInto('accounts')
      .values(
        DEMO_ACCOUNTS.map((a, i) => {
          const isAdmin = i === 0;
          const email = isAdmin && options.admin ? options.admin.email : a.email;
          return {
            email,
            first_name: a.first_name,
            last_name: a.last_name,
            password_hash: isAdmin ? adminHash : demoHash,
            phone_number: a.phone_number,
            location_id: locations[a.location]!.id,
            profile_id: a.profile_id,
            group_id: a.group_id,
            status: a.status,
            is_company_email: options.companyDomains.includes(email.split('@')[1]!),
            url_image: null,
            address: SEED_LOCATIONS[a.location]!.address,
            first_access: a.status === 'UNVERIFIED' || a.email === 'staff@arcadia.example',
            password_expired_time: a.passwordExpired ? new Date(Date.now() - 3 * dayMs) : null,
          };
        }),
      )
      .returning(['id', 'email', 'status'])
      .execute();
    // the rest of the company: directory users, every validation sub-group, a pending account upgrade
    const users = await seedUsers(tx, { passwordHash: demoHash, companyDomains: options.companyDomains, locationIds: locations.map((l) => l.id) });

    const active = accounts.filter((a) => a.status === 'ACTIVE');
    const pending = accounts.length - active.length + users.pendingRegistrations;
    await tx
      .insertInto('notifications')
      .values(
        active.flatMap((a) => [
          { user_id_receptor: a.id, content: 'Welcome to the portal! Your profile and apps are in the menu.', link_desktop: '/profile' },
          { user_id_receptor: a.id, content: 'New company announcement: Summer hours start June 1.', link_desktop: '/announcements' },
        ]),
      )
      .execute();
    const admin = accounts[0]!;
    await tx
      .insertInto('notifications')
      .values({ user_id_receptor: admin.id, content: `${pending} registrations are waiting for validation.`, link_desktop: '/user' })
      .execute();
    await seedNews(tx);
    await seedAnnouncements(tx);
    await seedTrivia(tx, { timeZone: options.timeZone ?? DEFAULT_PORTAL_TIME_ZONE });
    await seedJobTitles(tx);
    await seedShortcuts(tx);
    await seedAnalytics(tx);
    await seedChat(tx);
    await seedEvents(tx, { timeZone: options.timeZone ?? DEFAULT_PORTAL_TIME_ZONE });
  });
  return true;
}
