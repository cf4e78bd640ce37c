import type { Db } from '../../db';
import { DEMO_VIDEO_URL } from './demoMedia';
import { demoPicture } from './demoPicture';
import './tables';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Author = 'admin' | 'manager' | 'staff' | 'partner' | 'expired';
const EMAILS: Record<Author, string> = {
  admin: 'admin@arcadia.example',
  manager: 'manager@arcadia.example',
  staff: 'staff@arcadia.example',
  partner: 'partner@vendorco.example',
  expired: 'expired@arcadia.example',
};

interface SeedComment {
  by: Author;
  content: string;
  ageMs: number;
  likedBy: Author[];
}
export interface SeedItem {
  by: Author;
  title: string;
  prev_legend: string;
  full_legend: string;
  image?: [string, string];
  video?: boolean;
  ageMs: number;
  /** ms from now; positive = scheduled */
  publishInMs?: number;
  active?: boolean;
  idea?: boolean;
  comments?: SeedComment[];
}

/** The demo items (exported for the test that every title fits its picture). */
export const DEMO_NEWS: readonly SeedItem[] = [
  {
    by: 'admin',
    title: 'Employee of the Month: Sam Carter',
    prev_legend: 'Sam kept the Dallas Galleria prize counter running through the busiest weekend of the year.',
    full_legend:
      '<p>Please join us in congratulating <strong>Sam Carter</strong>, Team Member at Dallas Galleria, our Employee of the Month.</p>' +
      '<p>Sam trained three new hires and kept guest wait times under five minutes all month.</p>',
    image: ['#7b2ff7', '#f107a3'],
    ageMs: 20 * DAY_MS,
    comments: [
      { by: 'manager', content: 'So well deserved, Sam! The whole Dallas team is proud of you.', ageMs: 19 * DAY_MS, likedBy: ['admin', 'staff', 'partner'] },
      { by: 'expired', content: 'Congrats from Naperville!', ageMs: 16 * DAY_MS, likedBy: ['staff'] },
      { by: 'staff', content: 'Thank you all, it was a team effort.', ageMs: 15 * DAY_MS, likedBy: ['manager', 'admin'] },
    ],
  },
  {
    by: 'admin',
    title: 'Summer hours start June 1',
    prev_legend: 'Every location opens at 10 am and closes at midnight from June 1 to Labor Day.',
    full_legend:
      '<h2>Summer hours</h2><p>From <strong>June 1</strong> to Labor Day every location opens at <em>10 am</em> and closes at midnight.</p>' +
      '<ul><li>Schedules are posted two weeks ahead.</li><li>Talk to your General Manager about shift swaps.</li></ul>',
    image: ['#0f9b0f', '#00c9ff'],
    ageMs: 9 * DAY_MS,
    comments: [
      { by: 'staff', content: 'Great news, will the party rooms open earlier too?', ageMs: 9 * DAY_MS - 2 * HOUR_MS, likedBy: ['manager', 'partner', 'expired'] },
      { by: 'manager', content: 'Yes, party rooms follow the same hours.', ageMs: 8 * DAY_MS, likedBy: ['staff', 'admin'] },
      { by: 'partner', content: 'We will adjust our prize deliveries to the new opening time.', ageMs: 2 * DAY_MS, likedBy: [] },
      { by: 'expired', content: 'Perfect for the summer camps in Naperville.', ageMs: 3 * HOUR_MS, likedBy: ['staff'] },
    ],
  },
  {
    by: 'manager',
    title: 'Tour the new VR Arena at Dallas Galleria',
    prev_legend: 'Eight free-roam VR bays opened this week. Watch the two-minute walkthrough.',
    full_legend:
      '<p>Our first free-roam <strong>VR Arena</strong> is open at Dallas Galleria: eight bays, four games, sessions of 12 minutes.</p>' +
      '<p>Team Members at every location can book a staff demo on Monday mornings.</p>',
    image: ['#ff512f', '#dd2476'],
    video: true,
    ageMs: 3 * DAY_MS,
    comments: [
      { by: 'staff', content: 'Tried it yesterday, the zombie level is wild.', ageMs: 2 * DAY_MS, likedBy: ['manager'] },
      { by: 'admin', content: 'Next stop: Orlando in the spring.', ageMs: 1 * DAY_MS, likedBy: ['manager', 'staff', 'partner'] },
    ],
  },
  {
    by: 'admin',
    title: 'Holiday tournament registration opens soon',
    prev_legend: 'Air hockey and skee-ball brackets for guests and staff at every location.',
    full_legend: '<p>Registration for the <strong>holiday tournament</strong> opens on the publish date of this post.</p>',
    image: ['#f7971e', '#ffd200'],
    ageMs: 1 * DAY_MS,
    publishInMs: 5 * DAY_MS,
  },
  {
    by: 'admin',
    title: 'Q1 prize catalogue (draft)',
    prev_legend: 'The new prize catalogue is being finalised with our suppliers.',
    full_legend: '<p>Draft: prize list and point values for the first quarter.</p>',
    image: ['#485563', '#29323c'],
    ageMs: 2 * DAY_MS,
    active: false,
  },
  {
    by: 'staff',
    title: 'Idea: punch cards for birthday party guests',
    prev_legend: 'Give every party guest a card that earns a free game on their next three visits.',
    full_legend: '',
    image: ['#11998e', '#38ef7d'],
    ageMs: 6 * HOUR_MS,
    active: false,
    idea: true,
  },
];

/**
 * Demo latest news (inside the seed's transaction): six items (one with a video, one scheduled, one private, one
 * idea) and comments with likes from several demo users, spread over three weeks so every time label shows.
 */
export async function seedNews(db: Db, now = new Date()): Promise<void> {
  const accounts = await db.selectFrom('accounts').select(['id', 'email']).where('email', 'in', Object.values(EMAILS)).execute();
  const idOf = (who: Author) => accounts.find((a) => a.email === EMAILS[who])?.id ?? null;
  const at = (ageMs: number) => new Date(now.getTime() - ageMs);

  for (const item of DEMO_NEWS) {
    const image = item.image ? demoPicture(item.title, ...item.image) : null;
    const created = at(item.ageMs);
    const news = await db
      .insertInto('latest_news')
      .values({
        owner_id: idOf(item.by),
        title: item.title,
        prev_legend: item.prev_legend,
        full_legend: item.full_legend,
        image_url: item.video ? null : image,
        video_url: item.video ? DEMO_VIDEO_URL : null,
        thumbnail_url: item.video ? image : null,
        active: item.active ?? true,
        publish_date: item.publishInMs ? new Date(now.getTime() + item.publishInMs) : null,
        idea: item.idea ?? false,
        notified_at: created,
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const comment of item.comments ?? []) {
      const authorId = idOf(comment.by);
      if (authorId === null) continue;
      const row = await db
        .insertInto('latest_news_comments')
        .values({ latest_news_id: news.id, author_id: authorId, content: comment.content, created_at: at(comment.ageMs) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const likers = comment.likedBy.map(idOf).filter((id): id is number => id !== null);
      if (likers.length) {
        await db
          .insertInto('latest_news_comment_likes')
          .values(likers.map((accountId, i) => ({ comment_id: row.id, account_id: accountId, created_at: at(comment.ageMs - (i + 1) * HOUR_MS) })))
          .execute();
      }
    }
  }
}
