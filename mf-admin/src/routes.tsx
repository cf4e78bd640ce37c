import { AUTH_MESSAGES, type RemoteRoute } from '@portal/shared';
import { buildingRoute, guarded } from '@portal/shared/react';
import { LocationsPage } from './Locations';
import { PermissionsPage } from './Permissions';
import { JobTitlesPage } from './JobTitles';
import { NotifyDashboardPage } from './NotifyDashboard';
import { RemotesPage } from './Remotes';
import { AuditPage } from './Audit';
import { RequireAdminGroup, RequireSuperAdmin } from './routing/RequireAdminGroup';

function JobTitlesRoute() {
  return (
    <RequireAdminGroup>
      <JobTitlesPage />
    </RequireAdminGroup>
  );
}

function AuditRoute() {
  return (
    <RequireSuperAdmin>
      <AuditPage />
    </RequireSuperAdmin>
  );
}

/** Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md). */
const routes: RemoteRoute[] = [
  {
    path: '/locations',
    element: guarded(LocationsPage, { module: 'location', action: 'view' }),
    permission: { module: 'location', action: 'view' },
  },
  {
    path: '/remotes',
    element: guarded(RemotesPage, { module: 'permissions_management', action: 'view' }),
    permission: { module: 'permissions_management', action: 'view' },
  },
  buildingRoute('/analytics', 'Analytics', { module: 'analytics', action: 'view' }, AUTH_MESSAGES.insufficientPermissions),
  buildingRoute('/shortcuts', 'Shortcuts', { module: 'shortcuts', action: 'view' }, AUTH_MESSAGES.insufficientPermissions),
  buildingRoute('/list-shortcuts', 'Apps'),
  {
    path: '/permissions',
    element: guarded(PermissionsPage, { module: 'permissions_management', action: 'view' }),
    permission: { module: 'permissions_management', action: 'view' },
  },
  { path: '/mapJobtitle', element: JobTitlesRoute },
  { path: '/audit', element: AuditRoute },
  // The spec shows no route check here; we gate it like its sidebar entry (the api decides again anyway).
  {
    path: '/notify-dashboard',
    element: guarded(NotifyDashboardPage, { module: 'user_management', action: 'view' }),
    permission: { module: 'user_management', action: 'view' },
  },
];

export default routes;
