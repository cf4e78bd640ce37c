import { AUDIT_MESSAGES } from '@portal/shared';

/** Labels and messages of the audit log page (the portal's own screen, beyond the spec). */
export const AUDIT_TEXTS = {
  ...AUDIT_MESSAGES,
  title: 'Audit log',
  intro: 'What administrators did: impersonations, status changes, permission changes, job-title mappings, notifications sent, remote registry changes and deletions.',
  filters: {
    action: 'Action',
    actionPlaceholder: 'All actions',
    search: 'Who or what',
    searchPlaceholder: 'Name, email, group or id',
    from: 'From',
    to: 'To',
    reset: 'Clear filters',
  },
  columns: { when: 'When', who: 'Who', what: 'What', target: 'Target' },
  system: 'The portal',
  exportCsv: 'Export CSV',
  exportExcel: 'Export Excel',
  exportFailed: 'The export could not be downloaded. Please try again.',
  loadFailed: 'Could not load the audit log. Please try again.',
  retry: 'Retry',
  empty: 'Nothing recorded for these filters.',
  total: (n: number) => `${n} entr${n === 1 ? 'y' : 'ies'}`,
  details: 'Details',
} as const;
