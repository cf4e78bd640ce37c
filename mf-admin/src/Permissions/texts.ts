import { PERMISSION_MESSAGES } from '@portal/shared';

/** Labels and messages of the permissions screen (spec 2.9, 4, 6); server wording from the shared PERMISSION_MESSAGES. */
export const PERMISSION_TEXTS = {
  ...PERMISSION_MESSAGES,
  title: 'Permissions',
  intro: 'Pick a user profile, then a user group, to see and change what its members may do in each module.',
  profileLabel: 'User profile',
  profilePlaceholder: 'Select a profile',
  groupLabel: 'User group',
  groupPlaceholder: 'Select a group',
  groupNeedsProfile: 'Select a profile first',
  module: 'Module',
  actions: { view: 'View', add: 'Add', edit: 'Edit', delete: 'Delete' },
  checkboxLabel: (module: string, action: string) => `${module}: ${action}`,
  save: 'Save',
  reset: 'Undo changes',
  loadFailed: 'Could not load the permissions. Please try again.',
  retry: 'Retry',
  pickGroup: 'Select a profile and a group to see its permissions.',
  readOnly: 'You can see the permissions but not change them.',
  superAdminNote: 'The Super Admin group always keeps every permission.',
  nextLoad: 'Members of the group get the change on their next request, and see it in their menu on their next page load.',
  unsaved: 'Unsaved changes',
} as const;
