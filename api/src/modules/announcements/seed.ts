import type { Db } from '../../db';
import './tables';

const DAY = 86_400_000;

const CONTACTS = [
  { first_name: 'Dana', last_name: 'Reyes', email: 'dana.reyes@payrollpartner.example', phone: '+12145550201', role: 'Payroll Manager', location: 'Dallas' },
  { first_name: 'Luis', last_name: 'Ortega', email: 'luis.ortega@payrollpartner.example', phone: '+12145550202', role: 'Store Manager', location: 'Dallas' },
  { first_name: 'Kim', last_name: 'Tran', email: 'kim.tran@payrollpartner.example', phone: null, role: 'HR Generalist', location: 'Dallas' },
  { first_name: 'Omar', last_name: 'Haddad', email: 'omar.haddad@payrollpartner.example', phone: '+14075550203', role: 'Payroll Manager', location: 'Orlando' },
  { first_name: 'Grace', last_name: 'Kim', email: null, phone: '+14075550204', role: 'Store Manager', location: 'Orlando' },
  { first_name: 'Nina', last_name: 'Patel', email: 'nina.patel@payrollpartner.example', phone: '+18475550205', role: 'HR Generalist', location: 'Schaumburg' },
  { first_name: 'Tom', last_name: 'Becker', email: 'tom.becker@payrollpartner.example', phone: '+18475550206', role: 'Store Manager', location: 'Schaumburg' },
];

const p = (text: string) => `<p>${text}</p>`;

/**
 * Demo announcements of every kind (incl. a scheduled one and some only part of the company may read), payroll
 * contacts and a newsletter draft. Runs inside the demo seed's transaction, after the accounts exist.
 */
export async function seedAnnouncements(db: Db): Promise<void> {
  const accounts = await db.selectFrom('accounts').select(['id', 'email']).execute();
  const idOf = (email: string) => accounts.find((a) => a.email === email)?.id;
  const admin = accounts[0]!.id; // the first demo account is the administrator (its email may be configured)
  const manager = idOf('manager@arcadia.example') ?? admin;
  const staff = idOf('staff@arcadia.example');
  const locations = await db.selectFrom('locations').select(['id', 'name']).execute();
  const locationId = (name: string) => locations.find((l) => l.name === name)?.id ?? locations[0]!.id;
  const dallas = locationId('Arcadia Dallas Galleria');
  const orlando = locationId('Arcadia Orlando');

  const contacts = await db.insertInto('contacts').values(CONTACTS).returning(['id', 'location']).execute();
  const draft = await db
    .insertInto('newsletter_drafts')
    .values({
      subject: 'December newsletter',
      draft: JSON.stringify({ html: '<h1>December at Arcadia</h1><p>Holiday hours, new games and the year in pictures.</p>' }),
      target_date: new Date(Date.now() + 10 * DAY),
      created_by: admin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const now = Date.now();
  const items: Array<{
    kind: 'company' | 'local' | 'group' | 'others' | 'payroll' | 'benefits' | 'newsletter';
    owner: number;
    subject: string;
    info: string;
    daysAgo: number;
    locations?: number[];
    groups?: number[];
    contacts?: number[];
    email?: boolean;
    draftId?: number;
  }> = [
    {
      kind: 'company',
      owner: admin,
      subject: 'Summer hours start June 1',
      info: p('All locations open at <strong>10 am</strong> from June 1. Check the schedule with your manager.'),
      daysAgo: 12,
      email: true,
    },
    {
      kind: 'company',
      owner: manager,
      subject: 'New prize counter system',
      info: p('The new prize counter system goes live next week. Training videos are on the knowledge base.'),
      daysAgo: 3,
    },
    { kind: 'company', owner: admin, subject: 'Holiday party (scheduled)', info: p('Save the date: the company holiday party.'), daysAgo: -5 },
    {
      kind: 'local',
      owner: manager,
      subject: 'Dallas Galleria: parking lot resurfacing',
      info: p('Use the north entrance on Monday and Tuesday.'),
      daysAgo: 2,
      locations: [dallas],
    },
    { kind: 'local', owner: admin, subject: 'Orlando: all-hands meeting', info: p('Friday 9 am in the party room.'), daysAgo: 4, locations: [orlando] },
    { kind: 'group', owner: admin, subject: 'General Managers: quarterly review', info: p('Please submit your quarterly numbers by Friday.'), daysAgo: 5, groups: [6] },
    {
      kind: 'group',
      owner: admin,
      subject: 'Team Members: new uniforms',
      info: p('New shirts arrive this month; sizes are collected by your supervisor.'),
      daysAgo: 6,
      groups: [15],
    },
    {
      kind: 'others',
      owner: manager,
      subject: 'Dallas Team Members: weekend shifts',
      info: p('Weekend shift swaps now go through your supervisor.'),
      daysAgo: 1,
      locations: [dallas],
      groups: [15],
    },
    {
      kind: 'payroll',
      owner: admin,
      subject: 'W-2 forms are available',
      info: p('W-2 forms for all employees are available in the payroll portal.'),
      daysAgo: 7,
      contacts: contacts.map((c) => c.id),
      email: true,
    },
    {
      kind: 'benefits',
      owner: admin,
      subject: 'Open enrollment starts November 1',
      info: p('Review your medical, dental and vision choices before November 30.'),
      daysAgo: 8,
      email: true,
    },
    { kind: 'benefits', owner: admin, subject: 'Leadership wellness stipend', info: p('General Managers can claim a yearly wellness stipend.'), daysAgo: 9, groups: [6] },
    {
      kind: 'newsletter',
      owner: admin,
      subject: 'November newsletter',
      info: '<h1>November at Arcadia</h1><p>New games, top locations and team shout-outs.</p>',
      daysAgo: 15,
      email: true,
      draftId: draft.id,
    },
  ];

  const ids: number[] = [];
  for (const item of items) {
    const created = new Date(now - item.daysAgo * DAY);
    const row = await db
      .insertInto('announcements')
      .values({
        kind: item.kind,
        owner_id: item.owner,
        location_id: item.owner === manager ? dallas : locationId('Arcadia Schaumburg'),
        subject: item.subject,
        info: item.info,
        text: item.subject,
        url_image: null,
        url_doc: null,
        doc_name: null,
        everyone: item.kind === 'company' || item.kind === 'newsletter' || (item.kind === 'benefits' && !item.groups && !item.locations),
        editor_type: item.kind === 'newsletter' ? 'email' : 'default',
        email_checked: item.email ?? false,
        draft_id: item.draftId ?? null,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    for (const location_id of item.locations ?? []) await db.insertInto('announcement_locations').values({ announcement_id: row.id, location_id }).execute();
    for (const group_id of item.groups ?? []) await db.insertInto('announcement_groups').values({ announcement_id: row.id, group_id }).execute();
    if (item.contacts?.length) {
      await db
        .insertInto('announcement_contacts')
        .values(item.contacts.map((contact_id) => ({ announcement_id: row.id, contact_id })))
        .execute();
    }
  }
  // the staff member has read and rated the first one; a payroll contact opened the W-2 notice
  if (staff) {
    await db.insertInto('announcement_views').values({ announcement_id: ids[0]!, account_id: staff }).execute();
    await db.insertInto('announcement_opinions').values({ announcement_id: ids[0]!, account_id: staff, emoji: 'grinning' }).execute();
  }
  await db.insertInto('announcement_views').values({ announcement_id: ids[8]!, contact_id: contacts[0]!.id }).execute();
}
