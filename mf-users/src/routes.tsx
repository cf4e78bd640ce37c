import type { RemoteRoute } from '@portal/shared';
import { guarded } from '@portal/shared/react';
import { ManagementPage } from './Management';
import { ProfilePage } from './Profile';
import { ValidationDetailPage } from './ValidationDetail';
import { ValidationRequestsPage } from './ValidationRequests';

/** Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md). */
const routes: RemoteRoute[] = [
  {
    path: '/user',
    element: guarded(ValidationRequestsPage, { module: 'user_validation', action: 'view' }),
    permission: { module: 'user_validation', action: 'view' },
  },
  {
    path: '/user/:id',
    element: guarded(ValidationDetailPage, { module: 'user_validation', action: 'view' }),
    permission: { module: 'user_validation', action: 'view' },
  },
  {
    // spec 6: user_management view (the token's modules.users.read is the same right)
    path: '/management',
    element: guarded(ManagementPage, { module: 'user_management', action: 'view' }),
    permission: { module: 'user_management', action: 'view' },
  },
  // any signed-in user: the shell only mounts remote routes for a verified session
  { path: '/profile', element: ProfilePage },
];

export default routes;
