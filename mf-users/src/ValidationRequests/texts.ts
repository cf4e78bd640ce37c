import { VALIDATION_MESSAGES } from '@portal/shared';

/** Every label and message of the validation requests screen; spec wording comes from the shared VALIDATION_MESSAGES. */
export const VALIDATION_TEXTS = {
  ...VALIDATION_MESSAGES,
  title: 'User validations',
  employees: 'Employees',
  employee: 'Employee',
  companyEmail: 'Users With company Email',
  partners: 'Partners',
  partner: 'Partner',
  nonCompanyEmail: 'Users Non-company Email',
  upgrades: 'Account Upgrade',
  validate: 'Validate user',
  validateLabel: (email: string) => `Validate user ${email}`,
  loadFailed: 'Could not load the validation requests. Please try again.',
  retry: 'Retry',
  noneInGroup: 'Nobody here.',
  count: (n: number) => `${n} to confirm`,
} as const;
