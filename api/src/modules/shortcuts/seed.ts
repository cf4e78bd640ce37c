import type { Db } from '../../db';
import { demoAppIcon, pngDataUrl } from './demoImages';
import { intArray } from './queries';

const COMPANY_GROUPS = Array.from({ length: 15 }, (_, i) => i + 1);
const MANAGERS = [1, 2, 3, 4, 5, 6, 7, 8];

/** Demo apps: `groups` empty = every group; `mobile` adds a mobile image; the last one is inactive. */
const APPS = [
  { name: 'Payroll Portal', app: 'Payroll', about: 'Pay stubs, W-2 forms and direct deposit.', letter: 'P', color: '#2f6fdb', groups: COMPANY_GROUPS, mobile: true },
  { name: 'Benefits Center', app: 'Benefits', about: 'Medical, dental and vision plans, open enrollment.', letter: 'B', color: '#7a3fd1', groups: COMPANY_GROUPS, mobile: true },
  { name: 'Company Email', app: 'Email', about: 'Your arcadia.example mailbox on the web.', letter: 'E', color: '#d14343', groups: [], mobile: true },
  { name: 'Shift Scheduler', app: 'Schedule', about: 'See your shifts, swap them and ask for time off.', letter: 'S', color: '#1f9d6b', groups: COMPANY_GROUPS, mobile: true },
  { name: 'Time Clock', app: 'Time Clock', about: 'Clock in and out, check your hours.', letter: 'T', color: '#e08a1e', groups: COMPANY_GROUPS, mobile: false },
  { name: 'Learning Hub', app: 'Learning', about: 'Training videos and courses for every role.', letter: 'L', color: '#0f8fa8', groups: [], mobile: false },
  { name: 'IT Help Desk', app: 'Help Desk', about: 'Report a problem with a computer, a POS or the network.', letter: 'H', color: '#52606d', groups: [], mobile: true },
  { name: 'Game Service', app: 'Game Service', about: 'Log a broken game and follow its repair.', letter: 'G', color: '#c2185b', groups: [...MANAGERS, 9, 13], mobile: false },
  { name: 'Prize Inventory', app: 'Prizes', about: 'Prize counter stock, orders and deliveries.', letter: 'I', color: '#8d6e00', groups: [...MANAGERS, 13], mobile: false },
  { name: 'Marketing Assets', app: 'Brand Kit', about: 'Logos, posters and campaign material.', letter: 'M', color: '#e0457b', groups: [1, 2, 10], mobile: false },
  { name: 'Expense Reports', app: 'Expenses', about: 'Submit receipts and follow reimbursements.', letter: 'E', color: '#3d5a80', groups: [1, 2, 3, 4, 5, 6, 12], mobile: false },
  { name: 'Wellness Program', app: 'Wellness', about: 'Steps challenge, stipends and healthy habits.', letter: 'W', color: '#43a047', groups: [], mobile: true },
  { name: 'Vendor Portal', app: 'Vendors', about: 'Orders, invoices and deliveries for our partners.', letter: 'V', color: '#6d4c41', groups: [1, 2, 16], mobile: false },
  { name: 'Old Intranet', app: 'Intranet', about: 'The previous intranet, kept read-only until spring.', letter: 'I', color: '#9e9e9e', groups: [], mobile: false, inactive: true },
] as const;

/** Favourites of the demo accounts, by app name, in the personal order they keep. */
const FAVORITES: Record<string, string[]> = {
  'admin@arcadia.example': ['Company Email', 'IT Help Desk', 'Payroll Portal', 'Marketing Assets'],
  'manager@arcadia.example': ['Shift Scheduler', 'Game Service', 'Prize Inventory'],
  'staff@arcadia.example': ['Shift Scheduler', 'Time Clock', 'Payroll Portal'],
  'partner@vendorco.example': ['Vendor Portal', 'Company Email'],
};

/**
 * Demo shortcuts with real 200x200 PNG icons (generated, stored as data URLs), some limited to groups, one
 * inactive, and favourites with a personal order for the demo accounts. Runs inside the demo seed's transaction.
 */
export async function seedShortcuts(db: Db): Promise<void> {
  const admin = await db.selectFrom('accounts').select('id').orderBy('id').executeTakeFirstOrThrow();
  const ids = new Map<string, number>();
  let place = 0;
  for (const app of APPS) {
    const icon = pngDataUrl(demoAppIcon(app.letter, app.color));
    const inactive = 'inactive' in app && app.inactive;
    const row = await db
      .insertInto('shortcuts')
      .values({
        name: app.name,
        display_name1: app.app,
        display_name2: app.about,
        desktop_image: icon,
        mobile_image: app.mobile ? icon : null,
        link_desktop: `https://${app.name.toLowerCase().replace(/[^a-z]+/g, '-')}.arcadia.example/`,
        link_mobile: `https://m.${app.name.toLowerCase().replace(/[^a-z]+/g, '-')}.arcadia.example/`,
        group_ids: intArray(app.groups),
        // an inactive one keeps the place it had: after the active ones here
        sort_order: ++place,
        status: inactive ? 'inactive' : 'active',
        created_by: admin.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(app.name, row.id);
  }
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'email'])
    .where((eb) => eb.or([eb('email', 'in', Object.keys(FAVORITES)), eb('id', '=', admin.id)]))
    .execute();
  for (const account of accounts) {
    // the first account is the administrator, whatever email PORTAL_ADMIN_EMAIL gave it
    const names = FAVORITES[account.id === admin.id ? 'admin@arcadia.example' : account.email] ?? [];
    const favorites = names.map((name) => ids.get(name)!);
    await db
      .insertInto('shortcut_favorites')
      .values(favorites.map((shortcut_id) => ({ account_id: account.id, shortcut_id })))
      .execute();
    await db
      .insertInto('shortcut_personal_orders')
      .values({ account_id: account.id, shortcut_ids: intArray(favorites) })
      .execute();
  }
}
