import { AUTH_MESSAGES, type RemoteRoute } from '@portal/shared';
import { BuildingPage, buildingRoute, guarded } from '@portal/shared/react';
import { AnalyticsPage } from './Analytics';
import { AppsDirectory } from './Apps';
import { LocationsPage } from './Locations';
import { RemotesPage } from './Remotes';
import { ShortcutsPage } from './Shortcuts';
import { RequireAdminGroup } from './routing/RequireAdminGroup';

function JobTitlesPage() {
  return (
    <RequireAdminGroup>
      <BuildingPage title="Job titles" />
    </RequireAdminGroup>
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
  buildingRoute('/permissions', 'Permissions', { module: 'permissions_management', action: 'view' }),
  { path: '/mapJobtitle', element: JobTitlesPage },
  // The spec shows no route check here; we gate it like its sidebar entry (the api decides again anyway).
  buildingRoute('/notify-dashboard', 'Notification dashboard', { module: 'user_management', action: 'view' }),
];

export default routes;
