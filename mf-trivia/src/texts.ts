// Every runtime value the pages take from the trivia contract, in one place: `@portal/shared/trivia` (the rules,
// zod-free, which this remote bundles), because the home widgets load these files on the first screen, where the
// zod entry of `@portal/shared` must not be needed.
export {
  ADMIN_TRIVIA_TEXTS,
  TRIVIA_CALENDAR_COLORS,
  TRIVIA_LIMITS,
  TRIVIA_MESSAGES,
  TRIVIA_MONTHS,
  TRIVIA_TEXTS,
  cleanDraft,
  percentInteger,
  pollLetter,
  questionDraftProblem,
  questionLetter,
  triviaLongDate,
  triviaMonthRange,
  type QuestionDraft,
} from '@portal/shared/trivia';
