import type { ComponentType } from 'react';
import type { PermissionRequirement, RemoteRoute } from '@portal/shared';
import { RequirePermission } from '../permissionContext';
import { BuildingPage } from './BuildingPage';

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

/**
 * A registered route whose page is still being built. `permission` is also given to the shell (which guards
 * with the default 'Permission denied') unless the page needs the spec's own wording, which only our guard says.
 */
export function buildingRoute(path: string, title: string, permission?: PermissionRequirement, message?: string): RemoteRoute {
  function Building() {
    return <BuildingPage title={title} />;
  }
  Building.displayName = `Building(${title})`;
  return { path, element: guarded(Building, permission, message), ...(permission && !message ? { permission } : {}) };
}
