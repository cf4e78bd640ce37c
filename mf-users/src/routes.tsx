import type { RemoteRoute } from '@portal/shared';
import { buildingRoute } from '@portal/shared/react';

/** Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md). */
const routes: RemoteRoute[] = [
  buildingRoute('/user', 'User validations', { module: 'user_validation', action: 'view' }),
  buildingRoute('/user/:id', 'Validate user', { module: 'user_validation', action: 'view' }),
  buildingRoute('/management', 'Users management', { module: 'user_management', action: 'view' }),
  buildingRoute('/profile', 'My profile'),
];

export default routes;
