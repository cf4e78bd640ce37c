import { AUTH_MESSAGES, type RemoteRoute } from '@portal/shared';
import { guarded } from '@portal/shared/react';
import { AnalyticsPage } from './Analytics';
import { AppsDirectory } from './Apps';
import { LocationsPage } from './Locations';
import { PermissionsPage } from './Permissions';
import { JobTitlesPage } from './JobTitles';
import { NotifyDashboardPage } from './NotifyDashboard';
import { RemotesPage } from './Remotes';
import { ShortcutsPage } from './Shortcuts';
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
  // spec 6: without analytics view, 'Insufficient Permissions' and back home
  { path: '/analytics', element: guarded(AnalyticsPage, { module: 'analytics', action: 'view' }, AUTH_MESSAGES.insufficientPermissions) },
  // spec 6: without shortcuts view, 'Insufficient Permissions' and back home
  { path: '/shortcuts', element: guarded(ShortcutsPage, { module: 'shortcuts', action: 'view' }, AUTH_MESSAGES.insufficientPermissions) },
  // every signed-in user (the api shows each only their group's apps)
  { path: '/list-shortcuts', element: AppsDirectory },
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
