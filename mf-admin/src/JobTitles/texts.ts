import { JOB_TITLE_MESSAGES } from '@portal/shared';

/** Labels and messages of the job-title mapping screen (spec 2.11, 5); server wording from JOB_TITLE_MESSAGES. */
export const JOB_TITLE_TEXTS = {
  ...JOB_TITLE_MESSAGES,
  title: 'Job titles',
  intro: 'Map the payroll provider’s job titles to user groups. Only the rows where you choose a group are saved.',
  tabs: { all: 'All job titles', fresh: 'New job titles' },
  tabCount: (label: string, n: number) => `${label} (${n})`,
  columns: { title: 'Payroll-provider job title', current: 'Current group', group: 'Group' },
  unmapped: 'Not mapped',
  choose: 'Select a group',
  chooseLabel: (title: string) => `Group for ${title}`,
  searchLabel: 'Search job titles',
  searchPlaceholder: 'Search job titles',
  save: 'Save',
  chosen: (n: number) => `${n} job title${n === 1 ? '' : 's'} to save`,
  loadFailed: 'Could not load the job titles. Please try again.',
  retry: 'Retry',
  emptyAll: 'No job titles from the payroll provider yet.',
  emptyFresh: 'No new job titles: every title has a group.',
} as const;
