import type { Db } from '../../db';
import './tables';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A small picture as an SVG data URL, so the demo needs no image files. */
function picture(caption: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300"><rect width="480" height="300" rx="16" fill="${color}"/>` +
    `<text x="240" y="160" font-family="Arial, sans-serif" font-size="30" font-weight="bold" fill="#fff" text-anchor="middle">${caption}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface SeedMessage {
  by: string;
  /** how long ago, from the moment of seeding */
  ageMs: number;
  content: string;
  image?: [string, string];
}

/** Dallas Galleria (the demo manager and staff member's location) and Schaumburg (the demo admin's). */
const THREADS: { location: string; messages: SeedMessage[] }[] = [
  {
    location: 'Arcadia Dallas Galleria',
    messages: [
      { by: 'manager@arcadia.example', ageMs: 3 * DAY_MS + 9 * HOUR_MS, content: 'Good morning team! Reminder: the new VR arena opens to guests this Friday.' },
      { by: 'staff@arcadia.example', ageMs: 3 * DAY_MS + 8.5 * HOUR_MS, content: 'Great news! Do we have the safety briefing cards printed yet?' },
      { by: 'daniel.okafor@arcadia.example', ageMs: 3 * DAY_MS + 8 * HOUR_MS, content: 'Cards arrive tomorrow morning. I will put them at the arena desk.' },
      { by: 'manager@arcadia.example', ageMs: 3 * DAY_MS + 2 * HOUR_MS, content: 'Thanks Daniel.\nShift swap requests for the weekend go to me by Thursday noon.' },
      { by: 'staff@arcadia.example', ageMs: 2 * DAY_MS + 10 * HOUR_MS, content: 'Prize counter restock is done.', image: ['Prize counter restocked', '#7b2ff7'] },
      { by: 'daniel.okafor@arcadia.example', ageMs: 2 * DAY_MS + 9 * HOUR_MS, content: 'Looks great! The plush wall is finally full again.' },
      { by: 'manager@arcadia.example', ageMs: 2 * DAY_MS + 4 * HOUR_MS, content: 'Birthday party of 24 kids booked for Saturday 2 PM, party room B.' },
      { by: 'staff@arcadia.example', ageMs: 1 * DAY_MS + 7 * HOUR_MS, content: 'Claw machine #4 is jamming again. Ticket filed with maintenance.' },
      { by: 'daniel.okafor@arcadia.example', ageMs: 1 * DAY_MS + 6 * HOUR_MS, content: 'Maintenance says a technician comes by tomorrow at 10 AM.' },
      { by: 'manager@arcadia.example', ageMs: 5 * HOUR_MS, content: 'Great weekend everyone: record ticket sales! Pizza in the break room at 3.' },
      { by: 'staff@arcadia.example', ageMs: 4 * HOUR_MS, content: 'Thank you! See you there.' },
    ],
  },
  {
    location: 'Arcadia Schaumburg',
    messages: [
      { by: 'olivia.bennett@arcadia.example', ageMs: 4 * DAY_MS + 6 * HOUR_MS, content: 'Inventory count for the redemption store starts Monday at 7 AM.' },
      { by: 'marcus.reed@arcadia.example', ageMs: 4 * DAY_MS + 5 * HOUR_MS, content: 'I can cover the early slot.' },
      { by: 'admin@arcadia.example', ageMs: 3 * DAY_MS + 3 * HOUR_MS, content: 'Corporate visit on Wednesday: please keep the lobby tidy. Thanks all!' },
      { by: 'olivia.bennett@arcadia.example', ageMs: 2 * DAY_MS + 5 * HOUR_MS, content: 'New bowling lane signage is up.', image: ['Lane signage', '#f74f41'] },
      { by: 'marcus.reed@arcadia.example', ageMs: 1 * DAY_MS + 3 * HOUR_MS, content: 'The laser tag vests are charged and ready for the school group.' },
      { by: 'admin@arcadia.example', ageMs: 2 * HOUR_MS, content: 'Great job on the visit, the feedback was excellent.' },
    ],
  },
];

/** Demo location chat (inside the seed's transaction): a few days of messages in two locations, oldest first. */
export async function seedChat(db: Db, now = new Date()): Promise<void> {
  const emails = [...new Set(THREADS.flatMap((t) => t.messages.map((m) => m.by)))];
  const accounts = await db.selectFrom('accounts').select(['id', 'email']).where('email', 'in', emails).execute();
  const locations = await db
    .selectFrom('locations')
    .select(['id', 'name'])
    .where(
      'name',
      'in',
      THREADS.map((t) => t.location),
    )
    .execute();
  for (const thread of THREADS) {
    const location = locations.find((l) => l.name === thread.location);
    if (!location) continue;
    const rows = thread.messages.flatMap((m) => {
      const sender = accounts.find((a) => a.email === m.by);
      if (!sender) return []; // e.g. the admin seeded with PORTAL_ADMIN_EMAIL
      return [
        {
          location_id: location.id,
          sender_id: sender.id,
          type: m.image ? ('IMAGE' as const) : ('TEXT' as const),
          content: m.content,
          image_url: m.image ? picture(...m.image) : null,
          client_id: null,
          created_at: new Date(now.getTime() - m.ageMs),
        },
      ];
    });
    if (rows.length) await db.insertInto('location_messages').values(rows).execute();
  }
}
