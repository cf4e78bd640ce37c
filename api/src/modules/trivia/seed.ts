import { addDays, todayInZone, zonedTimeToInstant } from '@portal/shared';
import type { Db } from '../../db';
import '../polls/tables';
import './tables';

/** Demo questions: [question, options, index of the correct one]. */
const QUESTIONS: [string, string[], number][] = [
  ['In which year was Pong released in arcades?', ['1972', '1978', '1980', '1985'], 0],
  ['What colour is Pac-Man?', ['Red', 'Yellow', 'Blue', 'Green'], 1],
  ['How many holes does a standard skee-ball lane have?', ['5', '6', '7', '9'], 2],
  ['Which company made Space Invaders?', ['Atari', 'Namco', 'Taito', 'Sega'], 2],
  ['What do guests trade tickets for at the prize counter?', ['Tokens', 'Prizes', 'Game cards', 'Coupons'], 1],
  ['Which of these games uses a puck?', ['Air hockey', 'Skee-ball', 'Whac-A-Mole', 'Pinball'], 0],
  ['What is the name of the ghost-chasing yellow hero of Namco?', ['Dig Dug', 'Pac-Man', 'Galaga', 'Q*bert'], 1],
  ['How many players can play Teenage Mutant Ninja Turtles (1989) at once?', ['2', '3', '4', '6'], 2],
  ['What does "VR" stand for?', ['Video Replay', 'Virtual Reality', 'Visual Racing', 'Very Real'], 1],
  ['Which game asks you to guide a frog across a road and a river?', ['Frogger', 'Centipede', 'Joust', 'Tempest'], 0],
  ['What does a "high score" table usually keep?', ['Three initials', 'Full names', 'Phone numbers', 'Ticket counts'], 0],
  ['Which company created Donkey Kong?', ['Capcom', 'Nintendo', 'Konami', 'Midway'], 1],
  ['In bowling, how many pins stand at the start of a frame?', ['8', '9', '10', '12'], 2],
  ['What is the bonus for a strike in ten-pin bowling?', ['The next ball', 'The next two balls', 'The next frame', 'None'], 1],
  ['Which arcade classic is set in a maze with power pellets?', ['Pac-Man', 'Asteroids', 'Defender', 'Robotron'], 0],
  ['What shape are the enemies in Tetris made of?', ['Circles', 'Four squares', 'Triangles', 'Hexagons'], 1],
  ['What is the most common coin mechanism replaced by in modern arcades?', ['Game cards', 'Paper tickets', 'Keys', 'Wristbands'], 0],
  ['Which game features Mario’s first appearance?', ['Super Mario Bros.', 'Donkey Kong', 'Mario Kart', 'Wrecking Crew'], 1],
  ['How long is a standard air hockey game at most locations?', ['1 minute', '3 minutes', '7 minutes', '15 minutes'], 2],
  ['What do you need to win at a claw machine?', ['Grab a prize', 'Hit a target', 'Beat a timer only', 'Score 1,000 points'], 0],
  ['Which of these is a rhythm game?', ['Dance Dance Revolution', 'Galaga', 'Street Fighter II', 'Time Crisis'], 0],
  ['In Street Fighter II, what is Ryu’s signature fireball called?', ['Hadouken', 'Shoryuken', 'Sonic Boom', 'Yoga Fire'], 0],
  ['What should you do first when a guest’s game card stops working?', ['Check the card balance at a kiosk', 'Give a refund', 'Replace the reader', 'Call the manager'], 0],
  ['Which game has you flying a ship through an asteroid field?', ['Asteroids', 'Pong', 'Pole Position', 'Paperboy'], 0],
  ['How many ghosts chase Pac-Man in the original game?', ['2', '3', '4', '5'], 2],
  ['What is the top prize tier at most prize counters called?', ['Top shelf', 'Bottom bin', 'Counter candy', 'Bargain box'], 0],
];

const POLLS: { text: string; options: string[]; from: number; to: number; voters: number }[] = [
  {
    text: 'Which new game should we add to every location next?',
    options: ['VR racing simulator', 'Giant air hockey', 'Retro pinball row', 'Axe throwing lane'],
    from: -9,
    to: -3,
    voters: 0.7,
  },
  { text: 'What should the next staff appreciation lunch be?', options: ['Pizza party', 'Taco bar', 'Barbecue', 'Sushi'], from: -2, to: 5, voters: 0.55 },
  { text: 'Which theme do you want for the holiday party?', options: ['Retro arcade', 'Winter wonderland', 'Casino night'], from: 7, to: 14, voters: 0 },
];

/** Same inputs, same number in [0, 1): the demo's answers are the same on every fresh database of a day. */
function chance(...parts: number[]): number {
  let h = 2166136261;
  for (const part of parts) {
    h ^= part;
    h = Math.imul(h, 16777619);
    h ^= h >>> 13;
  }
  return ((h >>> 0) % 10_000) / 10_000;
}

/** Accounts that leave today's question and the open poll unanswered, so a demo user can try them. */
const FRESH = ['admin@arcadia.example', 'staff@arcadia.example', 'partner@vendorco.example'];

/**
 * Demo trivia (on an empty database, inside the seed's transaction): a question for every day from 20 days ago to
 * 5 days ahead (one today, in the portal's zone), answered by the active demo users on their days; a closed poll, an
 * open one and a future one, with votes. Today's question and the open poll are left for everyone to answer.
 */
export async function seedTrivia(db: Db, options: { timeZone: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const today = todayInZone(options.timeZone, now);
  const accounts = await db.selectFrom('accounts').select(['id', 'email']).where('status', '=', 'ACTIVE').orderBy('id').execute();
  const players = accounts.filter((a) => a.email !== FRESH[0] && a.email !== FRESH[2]);
  const author = accounts.find((a) => a.email === FRESH[0])?.id ?? null;

  for (const [index, [text, choices, correct]] of QUESTIONS.entries()) {
    const date = addDays(today, index - 20);
    const question = await db.insertInto('trivia_questions').values({ question_answer: text, date, created_by: author }).returning('id').executeTakeFirstOrThrow();
    const optionRows = await db
      .insertInto('trivia_options')
      .values(choices.map((option, position) => ({ question_id: question.id, position, option, is_correct: position === correct })))
      .returning(['id', 'position'])
      .execute();
    if (date >= today) continue;
    const answers = players.filter((p) => chance(p.id, index, 1) < 0.7);
    if (answers.length === 0) continue;
    await db
      .insertInto('trivia_responses')
      .values(
        answers.map((p) => {
          const right = chance(p.id, index, 2) < 0.65;
          const position = right ? correct : (correct + 1 + Math.floor(chance(p.id, index, 3) * (choices.length - 1))) % choices.length;
          const minute = Math.floor(chance(p.id, index, 4) * 600);
          const time = `${String(8 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          return {
            question_id: question.id,
            account_id: p.id,
            option_id: optionRows.find((o) => o.position === position)!.id,
            created_at: zonedTimeToInstant(date, time, options.timeZone),
          };
        }),
      )
      .execute();
  }

  for (const [index, poll] of POLLS.entries()) {
    const row = await db
      .insertInto('polls')
      .values({ polls_answer: poll.text, date_start: addDays(today, poll.from), date_end: addDays(today, poll.to), created_by: author })
      .returning('id')
      .executeTakeFirstOrThrow();
    const optionRows = await db
      .insertInto('poll_options')
      .values(poll.options.map((option, position) => ({ poll_id: row.id, position, option })))
      .returning(['id', 'position'])
      .execute();
    const voters = players.filter((p) => p.email !== FRESH[1] && chance(p.id, index, 5) < poll.voters);
    if (voters.length === 0) continue;
    await db
      .insertInto('poll_votes')
      .values(
        voters.map((p, i) => {
          // a skewed pick, so the percentages differ; past polls voted on their own days, the open one today
          const position = Math.min(poll.options.length - 1, Math.floor(chance(p.id, index, 6) ** 1.6 * poll.options.length));
          const day = poll.to < 0 ? addDays(today, poll.from + (i % (poll.to - poll.from + 1))) : today;
          const at = poll.to < 0 ? zonedTimeToInstant(day, '12:00', options.timeZone) : new Date(now.getTime() - (i + 1) * 1000);
          return { poll_id: row.id, account_id: p.id, option_id: optionRows.find((o) => o.position === position)!.id, created_at: at };
        }),
      )
      .execute();
  }
}
