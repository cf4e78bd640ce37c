import { UPGRADE_MESSAGES, VALIDATION_MESSAGES } from '@portal/shared';

/** Labels and messages of the account upgrades; spec wording comes from the shared UPGRADE_MESSAGES. */
export const UPGRADE_TEXTS = {
  ...UPGRADE_MESSAGES,
  title: 'Account Upgrade',
  empty: VALIDATION_MESSAGES.noUpgrades,
  upgrade: 'Upgrade',
  upgradeLabel: (email: string) => `Upgrade ${email}`,
  loadFailed: 'Could not load the account upgrades. Please try again.',
  retry: 'Retry',
  personalEmail: 'Personal email',
  businessEmail: 'Business email',
  group: 'Group',
  groupPlaceholder: 'Select a group',
  groupHint: 'Select which group the user will belong within the system.',
  modalTitle: (name: string) => `Upgrade ${name}`,
  profileNote: 'The account gets the Company Business profile and signs in with the business email from now on.',
  requestedOn: (date: string) => `Requested ${date}`,
  save: 'Upgrade',
  cancel: 'Cancel',
} as const;
