/**
 * Trivia and polls: labels, messages and limits, word for word from the spec (second document: 2.13, 2.16, 2.17,
 * 5, 8, 9) where it gives them; our own wording where it is silent. Zod-free: the home widgets read it on the first
 * paint through `@portal/shared/trivia`.
 */

/** Spec 9: one question per day, 1 point per correct answer, at least 2 options; letters A to F on the employee page. */
export const TRIVIA_LIMITS = {
  questionText: 500,
  optionText: 250,
  minOptions: 2,
  /** option letters A to F */
  maxOptions: 6,
  pollText: 500,
  pollMinOptions: 2,
  /** poll letters A to E */
  pollMaxOptions: 5,
  pointsPerCorrectAnswer: 1,
  /** widest start..end a calendar call may ask for (a year and a bit: a calendar shows at most 6 weeks) */
  calendarRangeDays: 400,
} as const;

export const QUESTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export const POLL_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;

/** Spec 2.17 rankings: month dropdown January to December. */
export const TRIVIA_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** What the employee page, the home widgets and the admin area say (spec 2.13, 2.16, 2.17, 4, 8). */
export const TRIVIA_TEXTS = {
  pageTitle: 'Trivia',
  dailyTrivia: 'Daily Trivia',
  polls: 'Polls',
  sendResponses: 'Send Responses',
  sending: 'Sending…',
  noQuestions: 'No questions available',
  noQuestionsHome: 'There are no questions available at the moment. Come back tomorrow!',
  loadingQuestions: 'loading questions...',
  correct: 'Congrats! You got the question correct and 1 point. Come back tomorrow for a new Trivia question.',
  wrong: 'Sorry, you got it wrong! Come back tomorrow for a new Trivia question!',
  noPoll: 'No question for this date.',
  loadFailed: 'Could not load this right now. Please try again later.',
  retry: 'Try again',
  correctAnswer: 'Correct answer',
  yourAnswer: 'Your answer',
  yourVote: 'Your vote',
  optionsLabel: 'Options',
  scoreboardLink: 'Scoreboard',
  scoreboard: 'Scoreboard',
  homeScoreboard: 'HOME SCOREBOARD',
  expiresOn: 'This scoreboard expires on',
  yourRank: 'Your Rank:',
  noRank: '-',
  scoreboardColumns: { pos: 'POS', name: 'USER NAME', polls: 'POLLS', pts: 'PTS', total: 'Total' },
  emptyScoreboard: 'Nobody has scored this month yet. Be the first!',
  podium: 'Podium',
  ranking: 'Ranking',
  votes: (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`,
} as const;

/** Admin area (spec 2.17, 8). */
export const ADMIN_TRIVIA_TEXTS = {
  /** the page's title: its sidebar entry */
  pageTitle: 'Admin trivia',
  tabs: {
    createQuestion: 'Create a Trivia Question',
    createPoll: 'Create a Poll Question',
    rankings: 'View Rankings',
    editQuestion: 'Editing Question',
    viewQuestion: 'View Question',
    viewPoll: 'View Poll',
    editPoll: 'Edit Poll',
  },
  publishDate: 'Publish date',
  question: 'Question',
  option: (letter: string) => `Option ${letter}`,
  addOption: 'Add option',
  removeOption: (letter: string) => `Remove option ${letter}`,
  correctOption: 'Correct answer',
  markCorrect: (letter: string) => `Option ${letter} is the correct answer`,
  createQuestion: 'Create Question',
  saveQuestion: 'Save Question',
  createPoll: 'Create Poll',
  savePoll: 'Save Poll',
  pollQuestion: 'Poll question',
  dateStart: 'Start date',
  dateEnd: 'End date',
  updateQuestion: 'Update Question',
  deleteQuestion: 'Delete Question',
  reschedule: 'Reschedule',
  newDate: 'New date',
  save: 'Save',
  cancel: 'Cancel',
  updatePoll: 'Update Poll',
  deletePoll: 'Delete Poll',
  totalVotes: 'Total Votes',
  voterColumns: { name: 'USER NAME', answer: 'ANSWER' },
  noVotes: 'No votes yet.',
  answersSoFar: (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'} so far`,
  rankingsMonth: 'Month',
  rankingColumns: { pos: 'POS', name: 'USER NAME', polls: 'POLLS', question: 'QUESTION', total: 'TOTAL' },
  noRankings: 'No points were scored in this month.',
  calendar: 'Trivia calendar',
  legend: { question: 'Question', poll: 'Poll', news: 'Latest News' },
  generator: 'Question ideas',
  generate: 'Generate',
  regenerate: 'Re-Generate',
  useGenerated: 'Use this question',
  generating: 'Writing a question…',
  generatedFromModel: 'Written by the AI assistant from the portal’s news and announcements.',
  generatedFromContent: 'Built from the portal’s latest news and announcements.',
  confirmDeleteQuestion: 'Delete this question? Its answers and the points they gave are deleted too. This cannot be undone.',
  confirmDeletePoll: 'Delete this poll? Its votes are deleted too. This cannot be undone.',
  loading: 'Loading…',
  notFound: 'This item no longer exists.',
  yes: 'Yes',
  no: 'No',
} as const;

/** Alerts and api messages (spec 5 and 8 where given). */
export const TRIVIA_MESSAGES = {
  /** spec 5, create trivia, checked in this order */
  selectDate: 'Please, select a date to publish the question',
  typeQuestion: 'Please, type a question answer',
  addTwoOptions: 'Please, add at least 2 options',
  selectCorrect: 'Please, select a correct answer',
  /** spec 8 */
  quizzUpdated: 'Quizz Updated',
  quizzDeleted: 'Quizz Deleted',
  pollDeleted: 'Poll Deleted',
  questionCreated: 'Question created',
  pollCreated: 'Poll created',
  // ours
  dateTaken: 'Another question is already scheduled for this date. Pick a free date.',
  datePast: 'Pick today or a later date.',
  dateInvalid: 'The date must be a day (YYYY-MM-DD) or an ISO date-time.',
  questionTooLong: `The question must be at most ${TRIVIA_LIMITS.questionText} characters.`,
  optionEmpty: 'Every option needs a text.',
  optionTooLong: `Each option must be at most ${TRIVIA_LIMITS.optionText} characters.`,
  tooManyOptions: `A question has at most ${TRIVIA_LIMITS.maxOptions} options (A to F).`,
  duplicateOptions: 'Two options have the same text.',
  controlCharacters: 'The text cannot contain control characters.',
  correctOutOfRange: 'The correct answer must be one of the options.',
  answeredQuestionLocked: 'This question already has answers, so its date, its correct answer and its number of options cannot change. You can still fix the wording.',
  alreadyAnswered: 'You have already answered this question.',
  questionClosed: 'This question is not open for answers today.',
  unknownOption: 'That option does not belong to this question.',
  pollText: 'Please, type the poll question',
  pollTooLong: `The poll question must be at most ${TRIVIA_LIMITS.pollText} characters.`,
  pollTwoOptions: 'Please, add at least 2 options',
  pollTooManyOptions: `A poll has at most ${TRIVIA_LIMITS.pollMaxOptions} options (A to E).`,
  pollDates: 'Please, choose a start and an end date',
  pollDateOrder: 'The end date cannot be before the start date.',
  votedPollLocked: 'This poll already has votes, so its number of options cannot change. You can still fix the wording or the dates.',
  alreadyVoted: 'You have already answered this poll.',
  pollClosed: 'This poll is not open today.',
  unknownPollOption: 'That option does not belong to this poll.',
  rangeBoth: 'Give both start and end (YYYY-MM-DD), or neither.',
  rangeOrder: 'start cannot be after end.',
  rangeTooWide: `Ask for at most ${TRIVIA_LIMITS.calendarRangeDays} days at a time.`,
  month: 'month must be 1 to 12 or YYYY-MM.',
  notEnoughContent: 'There is not enough published news or announcements to write a question from yet.',
  saveFailed: 'Could not save. Please try again.',
  deleteFailed: 'Could not delete. Please try again.',
} as const;

/** Calendar colours by kind (spec 2.17: coloured by kind). */
export const TRIVIA_CALENDAR_COLORS = {
  question: '#1677ff',
  poll: '#389e0d',
  news: '#d46b08',
} as const;
