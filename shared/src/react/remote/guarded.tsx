import type { ComponentType } from 'react';
import type { PermissionRequirement } from '@portal/shared';
import { RequirePermission } from '../permissionContext';

/** Wraps a page in the shell's RequirePermission; `message` is the spec's wording for that page. */
export function guarded(Page: ComponentType, permission?: PermissionRequirement, message?: string): ComponentType {
  if (!permission) return Page;
  const required = permission;
  function Guarded() {
    return (
      <RequirePermission module={required.module} action={required.action} message={message}>
        <Page />
      </RequirePermission>
    );
  }
  Guarded.displayName = `Guarded(${Page.displayName ?? Page.name ?? 'Page'})`;
  return Guarded;
}
