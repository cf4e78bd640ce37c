import { todayInZone, zonedTimeToInstant, EVENT_COLORS } from '@portal/shared';
import type { Db } from '../../db';
import './tables';

interface SeedEvent {
  day: number;
  from: string;
  to: string;
  title: string;
  type: string;
  address: string;
  description: string;
  kind: 'personal' | 'local' | 'group' | 'local_group' | 'general' | 'special';
  by: string;
  groups?: number[];
  /** the locations of these accounts */
  locationsOf?: string[];
  followers?: string[];
  comments?: [string, string][];
}

const EVENTS: SeedEvent[] = [
  {
    day: 2,
    from: '09:00',
    to: '10:00',
    title: 'All-hands kickoff',
    type: 'Conference Call',
    address: 'https://meet.arcadia.example/all-hands',
    description: "The month's priorities for every location.",
    kind: 'general',
    by: 'admin@arcadia.example',
  },
  {
    day: 6,
    from: '08:00',
    to: '08:30',
    title: 'Quarterly review prep',
    type: 'Reporting',
    address: 'HQ, room 2',
    description: 'Numbers for the quarterly review.',
    kind: 'personal',
    by: 'admin@arcadia.example',
  },
  {
    day: 9,
    from: '14:00',
    to: '15:00',
    title: 'Prize counter inventory',
    type: 'Meeting',
    address: 'Prize counter',
    description: 'Count and restock the prize counter.',
    kind: 'local',
    by: 'manager@arcadia.example',
    locationsOf: ['staff@arcadia.example'],
  },
  {
    day: 12,
    from: '10:00',
    to: '11:30',
    title: 'Team Member training',
    type: 'Meeting',
    address: 'Break room',
    description: 'Customer service refresher for Team Members.',
    kind: 'group',
    by: 'manager@arcadia.example',
    groups: [15],
  },
  {
    day: 15,
    from: '07:30',
    to: '08:30',
    title: 'Safety walk-through',
    type: 'Meeting',
    address: 'Main floor',
    description: 'Before opening: exits, ride checks, first-aid kits.',
    kind: 'local_group',
    by: 'manager@arcadia.example',
    groups: [15, 6],
    locationsOf: ['staff@arcadia.example'],
  },
  {
    day: 18,
    from: '13:00',
    to: '17:00',
    title: 'Holiday marketing push',
    type: 'Marketing Event',
    address: 'All locations',
    description: 'Flyers, social posts and the holiday token bundle.',
    kind: 'general',
    by: 'admin@arcadia.example',
  },
  {
    day: 20,
    from: '16:00',
    to: '16:30',
    title: 'Dentist',
    type: 'Travel and Vacation',
    address: 'Downtown clinic',
    description: 'Leaving early.',
    kind: 'personal',
    by: 'manager@arcadia.example',
  },
  {
    day: 22,
    from: '10:00',
    to: '14:00',
    title: 'Grand opening: Arcadia Riverside',
    type: 'Location Opening',
    address: '100 Riverside Dr',
    description: 'Ribbon cutting at 10, free play until 2. Every manager on site by 9.',
    kind: 'special',
    by: 'admin@arcadia.example',
    groups: [1, 6],
    followers: ['staff@arcadia.example'],
    comments: [
      ['manager@arcadia.example', 'Banners arrive on Monday.'],
      ['staff@arcadia.example', 'I can help with the token booth.'],
    ],
  },
  {
    day: 25,
    from: '09:00',
    to: '17:00',
    title: 'Redemption counter refresh',
    type: 'Project',
    address: 'https://projects.arcadia.example/redemption',
    description: 'New displays and a simpler prize catalogue at every location.',
    kind: 'special',
    by: 'manager@arcadia.example',
    groups: [6],
    followers: ['staff@arcadia.example', 'admin@arcadia.example'],
    comments: [['admin@arcadia.example', 'Budget approved.']],
  },
];

/** This month's demo events (portal zone): every kind, a location opening and a project with followers and comments. */
export async function seedEvents(db: Db, options: { timeZone: string; now?: Date }): Promise<void> {
  const month = todayInZone(options.timeZone, options.now ?? new Date()).slice(0, 7);
  const accounts = await db.selectFrom('accounts').select(['id', 'email', 'location_id']).execute();
  const byEmail = new Map(accounts.map((a) => [a.email, a]));
  for (const e of EVENTS) {
    const author = byEmail.get(e.by);
    if (!author) continue;
    const date = `${month}-${String(e.day).padStart(2, '0')}`;
    const color = e.kind === 'special' ? EVENT_COLORS[e.type as 'Project'] : EVENT_COLORS[e.kind];
    const row = await db
      .insertInto('events')
      .values({
        title: e.title,
        type: e.type,
        address: e.address,
        description: e.description,
        start_at: zonedTimeToInstant(date, e.from, options.timeZone),
        end_at: zonedTimeToInstant(date, e.to, options.timeZone),
        color,
        kind: e.kind,
        created_by: author.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (e.groups?.length)
      await db
        .insertInto('event_groups')
        .values(e.groups.map((group_id) => ({ event_id: row.id, group_id })))
        .execute();
    const locations = [...new Set((e.locationsOf ?? []).map((email) => byEmail.get(email)?.location_id).filter((id): id is number => typeof id === 'number'))];
    if (locations.length)
      await db
        .insertInto('event_locations')
        .values(locations.map((location_id) => ({ event_id: row.id, location_id })))
        .execute();
    const followers = (e.followers ?? []).map((email) => byEmail.get(email)?.id).filter((id): id is number => typeof id === 'number');
    if (followers.length)
      await db
        .insertInto('event_followers')
        .values(followers.map((account_id) => ({ event_id: row.id, account_id })))
        .execute();
    for (const [email, message] of e.comments ?? []) {
      const commenter = byEmail.get(email);
      if (commenter) await db.insertInto('event_comments').values({ event_id: row.id, account_id: commenter.id, message }).execute();
    }
  }
}
