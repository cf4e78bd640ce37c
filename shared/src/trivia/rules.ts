// `@portal/shared/trivia`: the trivia and poll rules without zod (texts, letters, the create checks, month
// arithmetic). Not a shared singleton: stateless, used by the trivia remote (which bundles it, home widgets
// included) and the api.
import { TRIVIA_MONTHS, POLL_LETTERS, QUESTION_LETTERS, TRIVIA_MESSAGES } from './messages';

export * from './messages';

/** Spec 9: options lettered A to F on the employee page. */
export function questionLetter(index: number): string {
  return QUESTION_LETTERS[index] ?? String(index + 1);
}

/** Spec 9: poll options lettered A to E; any other index maps to A. */
export function pollLetter(index: number): string {
  return POLL_LETTERS[index] ?? 'A';
}

/** Spec 9: a poll percentage (a decimal string) is shown as its integer part. */
export function percentInteger(percentage: string | number): number {
  const n = Math.trunc(Number(percentage));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 100) : 0;
}

/** Votes as the spec's decimal-string percentage (two decimals), 0 when nobody voted. */
export function pollPercentage(votes: number, total: number): string {
  return total > 0 ? ((votes * 100) / total).toFixed(2) : '0.00';
}

/** The create-question form as the admin fills it in. */
export interface QuestionDraft {
  /** YYYY-MM-DD in the portal's zone, or null when none is picked */
  date: string | null;
  question_answer: string;
  /** option texts in order (blank ones are dropped when saved) */
  options: string[];
  /** 0-based index into `options` of the option marked correct, or null */
  correctIndex: number | null;
}

/** The draft with blank options dropped and the correct option's index moved with them (null if it was blank). */
export function cleanDraft(draft: QuestionDraft): { date: string | null; question_answer: string; options: string[]; correctIndex: number | null } {
  const kept: string[] = [];
  let correctIndex: number | null = null;
  draft.options.forEach((text, i) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    if (i === draft.correctIndex) correctIndex = kept.length;
    kept.push(trimmed);
  });
  return { date: draft.date, question_answer: draft.question_answer.trim(), options: kept, correctIndex };
}

/**
 * Spec 5, create trivia: the four checks in their order; the first that fails is the alert
 * ('Please, select a date to publish the question', '… type a question answer', '… add at least 2 options',
 * '… select a correct answer'). Null when the draft may be saved. The api runs the same checks.
 */
export function questionDraftProblem(draft: QuestionDraft): string | null {
  const clean = cleanDraft(draft);
  if (!clean.date) return TRIVIA_MESSAGES.selectDate;
  if (!clean.question_answer) return TRIVIA_MESSAGES.typeQuestion;
  if (clean.options.length < 2) return TRIVIA_MESSAGES.addTwoOptions;
  if (clean.correctIndex === null) return TRIVIA_MESSAGES.selectCorrect;
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM' → its first and last day (YYYY-MM-DD). Pure calendar arithmetic, no zone. */
export function triviaMonthRange(month: string): { start: string; end: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { start: `${year}-${pad(m)}-01`, end: `${year}-${pad(m)}-${pad(last)}` };
}

/** 'YYYY-MM-DD' → 'November 30, 2026' (written out: no Intl on the first paint). */
export function triviaLongDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${TRIVIA_MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}
