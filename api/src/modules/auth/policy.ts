import { AUTH_MESSAGES, type UserStatus } from '@portal/shared';
import { forbidden, type HttpError } from '@portal/shared/node/server';

/** Why an account with the right password still may not sign in (spec: unverified, inactive, blocked). */
export function statusRefusal(status: UserStatus): HttpError | null {
  switch (status) {
    case 'ACTIVE':
      return null;
    case 'UNVERIFIED':
      return forbidden(AUTH_MESSAGES.unverified, 'ACCOUNT_UNVERIFIED');
    case 'INACTIVE':
      return forbidden(AUTH_MESSAGES.inactive, 'ACCOUNT_INACTIVE');
    case 'BLOCKED':
      return forbidden(AUTH_MESSAGES.blocked, 'ACCOUNT_BLOCKED');
  }
}

/** Company-domain emails register as Employees, everyone else as Partners. */
export function isCompanyEmail(email: string, companyDomains: string[]): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return companyDomains.includes(domain);
}
