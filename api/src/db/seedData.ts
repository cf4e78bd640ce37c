import { MODULE_KEYS, type ActionFlags, type PermissionModule, type Roles } from '@portal/shared';

const ALL: ActionFlags = { view: true, add: true, edit: true, delete: true };
const VIEW: ActionFlags = { view: true, add: false, edit: false, delete: false };
const NONE: ActionFlags = { view: false, add: false, edit: false, delete: false };

function roles(grants: Partial<Record<PermissionModule, ActionFlags>>): Roles {
  return Object.fromEntries(MODULE_KEYS.map((m) => [m, grants[m] ?? NONE])) as Roles;
}
const flags = (view: boolean, add: boolean, edit: boolean, del: boolean): ActionFlags => ({ view, add, edit, delete: del });

/** What every employee sees (the Team Member set). */
const EMPLOYEE: Partial<Record<PermissionModule, ActionFlags>> = {
  home_page: VIEW,
  announcements: VIEW,
  events: VIEW,
  chat_feg: VIEW,
  chat_feg_repository: VIEW,
};
/** Leadership sees everything but the permission screen and trivia admin. */
const LEADERSHIP: Partial<Record<PermissionModule, ActionFlags>> = Object.fromEntries(
  MODULE_KEYS.filter((m) => m !== 'permissions_management' && m !== 'admin_trivia').map((m) => [m, VIEW]),
);

/** Seeded permission table by group id (groups and ids: @portal/shared GROUPS). */
export const SEED_PERMISSIONS: Record<number, Roles> = {
  1: roles(Object.fromEntries(MODULE_KEYS.map((m) => [m, ALL]))),
  2: roles({ ...Object.fromEntries(MODULE_KEYS.map((m) => [m, ALL])), permissions_management: flags(true, true, true, false) }),
  3: roles({ ...LEADERSHIP, announcements: flags(true, true, true, false), events: ALL, analytics: VIEW }),
  4: roles({ ...LEADERSHIP, announcements: flags(true, true, true, false), events: ALL }),
  5: roles({ ...LEADERSHIP, announcements: flags(true, true, false, false), events: ALL }),
  6: roles({ ...LEADERSHIP, announcements: flags(true, true, false, false), events: ALL, location: VIEW }),
  7: roles({ ...EMPLOYEE, events: flags(true, true, false, false), location: VIEW, shortcuts: VIEW }),
  8: roles({ ...EMPLOYEE, events: flags(true, true, false, false), location: VIEW }),
  9: roles({ ...EMPLOYEE, chat_feg_docs: flags(true, true, false, false), chat_feg_logs: VIEW, location: VIEW }),
  10: roles({
    ...EMPLOYEE,
    announcements: flags(true, true, true, false),
    events: flags(true, true, true, false),
    analytics: VIEW,
    shortcuts: flags(true, true, true, false),
    admin_trivia: flags(true, true, true, false),
  }),
  11: roles({ ...EMPLOYEE, announcements: flags(true, true, false, false), user_validation: flags(true, true, true, false), user_management: flags(true, false, true, false) }),
  12: roles({ ...EMPLOYEE, analytics: VIEW }),
  13: roles({ ...EMPLOYEE, events: flags(true, true, true, false), location: flags(true, true, true, false) }),
  14: roles({ ...EMPLOYEE }),
  15: roles({ ...EMPLOYEE }),
  16: roles({ home_page: VIEW, announcements: VIEW, events: VIEW }),
};

export const SEED_LOCATIONS = [
  { name: 'Arcadia Schaumburg', display_name: 'Schaumburg, IL', store_id: '101', address: '601 N Martingale Rd, Schaumburg, IL 60173', phone: '(847) 555-0101' },
  { name: 'Arcadia Naperville', display_name: 'Naperville, IL', store_id: '102', address: '1750 Freedom Dr, Naperville, IL 60563', phone: '(630) 555-0102' },
  { name: 'Arcadia Dallas Galleria', display_name: 'Dallas Galleria, TX', store_id: '201', address: '13350 Dallas Pkwy, Dallas, TX 75240', phone: '(214) 555-0103' },
  { name: 'Arcadia Houston Katy', display_name: 'Katy, TX', store_id: '202', address: '5000 Katy Mills Cir, Katy, TX 77494', phone: '(281) 555-0104' },
  { name: 'Arcadia Orlando', display_name: 'Orlando, FL', store_id: '301', address: '8001 S Orange Blossom Trl, Orlando, FL 32809', phone: '(407) 555-0105' },
  { name: 'Arcadia Tampa Bay', display_name: 'Tampa Bay, FL', store_id: '302', address: '2223 N West Shore Blvd, Tampa, FL 33607', phone: '(813) 555-0106' },
  { name: 'Arcadia Phoenix Desert Ridge', display_name: 'Desert Ridge, AZ', store_id: '401', address: '21001 N Tatum Blvd, Phoenix, AZ 85050', phone: '(480) 555-0107' },
  { name: 'Arcadia Denver Park Meadows', display_name: 'Park Meadows, CO', store_id: '402', address: '8401 Park Meadows Center Dr, Lone Tree, CO 80124', phone: '(303) 555-0108' },
  { name: 'Arcadia Atlanta Perimeter', display_name: 'Perimeter, GA', store_id: '501', address: '4400 Ashford Dunwoody Rd, Atlanta, GA 30346', phone: '(770) 555-0109' },
  { name: 'Arcadia Charlotte Concord', display_name: 'Concord, NC', store_id: '502', address: '8111 Concord Mills Blvd, Concord, NC 28027', phone: '(704) 555-0110' },
  { name: 'Arcadia Las Vegas Strip', display_name: 'Las Vegas, NV', store_id: '601', address: '3200 S Las Vegas Blvd, Las Vegas, NV 89109', phone: '(702) 555-0111' },
  {
    name: 'Arcadia Seattle Southcenter',
    display_name: 'Southcenter, WA',
    store_id: '602',
    address: '2800 Southcenter Mall, Tukwila, WA 98188',
    phone: '(206) 555-0112',
    active: false,
  },
] as const;

export const DEMO_PASSWORD = 'Demo#2026';

export interface DemoAccountSeed {
  email: string;
  first_name: string;
  last_name: string;
  group_id: number | null;
  profile_id: number;
  /** index into SEED_LOCATIONS */
  location: number;
  status: 'ACTIVE' | 'UNVERIFIED';
  phone_number: string;
  passwordExpired?: boolean;
}

/** The contract's demo accounts, in the order main.ts prints them. */
export const DEMO_ACCOUNTS: DemoAccountSeed[] = [
  { email: 'admin@arcadia.example', first_name: 'Alex', last_name: 'Morgan', group_id: 1, profile_id: 1, location: 0, status: 'ACTIVE', phone_number: '(847) 555-0140' },
  { email: 'manager@arcadia.example', first_name: 'Maria', last_name: 'Lopez', group_id: 6, profile_id: 1, location: 2, status: 'ACTIVE', phone_number: '(214) 555-0141' },
  { email: 'staff@arcadia.example', first_name: 'Sam', last_name: 'Carter', group_id: 15, profile_id: 1, location: 2, status: 'ACTIVE', phone_number: '(214) 555-0142' },
  { email: 'partner@vendorco.example', first_name: 'Pat', last_name: 'Nguyen', group_id: 16, profile_id: 2, location: 4, status: 'ACTIVE', phone_number: '(407) 555-0143' },
  {
    email: 'expired@arcadia.example',
    first_name: 'Evan',
    last_name: 'Brooks',
    group_id: 15,
    profile_id: 1,
    location: 1,
    status: 'ACTIVE',
    phone_number: '(630) 555-0144',
    passwordExpired: true,
  },
  { email: 'jordan.lee@arcadia.example', first_name: 'Jordan', last_name: 'Lee', group_id: null, profile_id: 1, location: 5, status: 'UNVERIFIED', phone_number: '(813) 555-0145' },
  { email: 'riley.chen@arcadia.example', first_name: 'Riley', last_name: 'Chen', group_id: null, profile_id: 1, location: 6, status: 'UNVERIFIED', phone_number: '(480) 555-0146' },
  { email: 'casey.smith@gmail.example', first_name: 'Casey', last_name: 'Smith', group_id: null, profile_id: 2, location: 8, status: 'UNVERIFIED', phone_number: '(770) 555-0147' },
  {
    email: 'drew.patel@prizesupply.example',
    first_name: 'Drew',
    last_name: 'Patel',
    group_id: null,
    profile_id: 2,
    location: 9,
    status: 'UNVERIFIED',
    phone_number: '(704) 555-0148',
  },
];

export interface DirectoryUserSeed {
  first_name: string;
  last_name: string;
  /** index into SEED_LOCATIONS (active ones only: 0–10) */
  location: number;
  group_id: number;
  status: 'ACTIVE' | 'INACTIVE';
  passwordExpired?: boolean;
  /** partners (group 16) sign up with their own company's email and the Partners profile */
  partnerDomain?: string;
  tickets?: {
    service?: 'AGENT_SUPER_ADMIN' | 'STANDARD_AGENT' | 'END_USER';
    card?: 'AGENT_SUPER_ADMIN' | 'STANDARD_AGENT' | 'END_USER';
    game?: 'AGENT_SUPER_ADMIN' | 'STANDARD_AGENT' | 'END_USER';
  };
}

/**
 * The rest of the company, so the user management table has pages to walk (30 users across locations and groups,
 * some inactive, one with an expired password). Emails are first.last@ the company domain, or @partnerDomain.
 */
export const DIRECTORY_USERS: DirectoryUserSeed[] = [
  {
    first_name: 'Olivia',
    last_name: 'Bennett',
    location: 0,
    group_id: 2,
    status: 'ACTIVE',
    tickets: { service: 'AGENT_SUPER_ADMIN', card: 'AGENT_SUPER_ADMIN', game: 'AGENT_SUPER_ADMIN' },
  },
  { first_name: 'Marcus', last_name: 'Reed', location: 0, group_id: 3, status: 'ACTIVE' },
  { first_name: 'Priya', last_name: 'Raman', location: 1, group_id: 4, status: 'ACTIVE' },
  { first_name: 'Daniel', last_name: 'Okafor', location: 2, group_id: 5, status: 'ACTIVE' },
  { first_name: 'Hannah', last_name: 'Schultz', location: 3, group_id: 6, status: 'ACTIVE' },
  { first_name: 'Luis', last_name: 'Ramirez', location: 3, group_id: 7, status: 'ACTIVE' },
  { first_name: 'Grace', last_name: 'Kim', location: 4, group_id: 6, status: 'ACTIVE' },
  { first_name: 'Tyler', last_name: 'Jackson', location: 4, group_id: 8, status: 'ACTIVE' },
  { first_name: 'Sofia', last_name: 'Rossi', location: 5, group_id: 7, status: 'ACTIVE' },
  { first_name: 'Ethan', last_name: 'Walsh', location: 5, group_id: 9, status: 'ACTIVE', tickets: { service: 'STANDARD_AGENT', game: 'STANDARD_AGENT' } },
  { first_name: 'Aisha', last_name: 'Mohammed', location: 6, group_id: 10, status: 'ACTIVE' },
  { first_name: 'Noah', last_name: 'Fischer', location: 6, group_id: 8, status: 'INACTIVE' },
  { first_name: 'Chloe', last_name: 'Dubois', location: 7, group_id: 11, status: 'ACTIVE', tickets: { service: 'STANDARD_AGENT', card: 'STANDARD_AGENT' } },
  { first_name: 'Jamal', last_name: 'Washington', location: 7, group_id: 12, status: 'ACTIVE' },
  { first_name: 'Mei', last_name: 'Tanaka', location: 8, group_id: 13, status: 'ACTIVE' },
  { first_name: 'Carlos', last_name: 'Mendoza', location: 8, group_id: 14, status: 'ACTIVE', tickets: { service: 'END_USER', card: 'END_USER', game: 'END_USER' } },
  { first_name: 'Emily', last_name: 'Novak', location: 9, group_id: 15, status: 'ACTIVE' },
  { first_name: 'Ryan', last_name: "O'Connor", location: 9, group_id: 14, status: 'INACTIVE' },
  { first_name: 'Isabella', last_name: 'Costa', location: 10, group_id: 6, status: 'ACTIVE' },
  { first_name: 'Kevin', last_name: 'Nakamura', location: 10, group_id: 9, status: 'ACTIVE', passwordExpired: true },
  { first_name: 'Fatima', last_name: 'Haddad', location: 1, group_id: 15, status: 'ACTIVE' },
  { first_name: 'Brandon', last_name: 'Miller', location: 2, group_id: 15, status: 'INACTIVE' },
  { first_name: 'Zoe', last_name: 'Anderson', location: 2, group_id: 14, status: 'ACTIVE' },
  { first_name: 'Omar', last_name: 'Farouk', location: 4, group_id: 15, status: 'ACTIVE' },
  { first_name: 'Lily', last_name: 'Evans', location: 5, group_id: 15, status: 'INACTIVE' },
  { first_name: 'Diego', last_name: 'Herrera', location: 6, group_id: 13, status: 'ACTIVE' },
  { first_name: 'Nora', last_name: 'Lindqvist', location: 7, group_id: 15, status: 'ACTIVE' },
  { first_name: 'Victor', last_name: 'Chen', location: 1, group_id: 16, status: 'ACTIVE', partnerDomain: 'prizesupply.example' },
  { first_name: 'Amelia', last_name: 'Grant', location: 3, group_id: 16, status: 'ACTIVE', partnerDomain: 'arcadeparts.example' },
  { first_name: 'Samuel', last_name: 'Price', location: 8, group_id: 16, status: 'INACTIVE', partnerDomain: 'vendorco.example' },
];

export interface ExtraRegistrationSeed {
  email: string;
  first_name: string;
  last_name: string;
  profile_id: number;
  location: number;
  phone_number: string;
}

/**
 * Registrations whose profile was changed since they signed up, so the validation page has all four sub-groups:
 * a company email with the Partners profile ('Users With company Email'), another email with Company Business
 * ('Users Non-company Email').
 */
export const EXTRA_REGISTRATIONS: ExtraRegistrationSeed[] = [
  { email: 'quinn.harper@arcadia.example', first_name: 'Quinn', last_name: 'Harper', profile_id: 2, location: 3, phone_number: '(281) 555-0149' },
  { email: 'morgan.blake@outlook.example', first_name: 'Morgan', last_name: 'Blake', profile_id: 1, location: 10, phone_number: '(702) 555-0150' },
];

/** A partner who asked to become a business account (the validation page's 'Account Upgrade' list). */
export const UPGRADE_REQUEST_SEED = {
  account: { email: 'jamie.ortiz@funparts.example', first_name: 'Jamie', last_name: 'Ortiz', location: 4, phone_number: '(407) 555-0151' },
  business_email: 'jamie.ortiz@arcadia.example',
} as const;
