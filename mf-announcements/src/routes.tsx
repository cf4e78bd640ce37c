import type { RemoteRoute } from '@portal/shared';
import { buildingRoute } from '@portal/shared/react';

/** Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md). */
const routes: RemoteRoute[] = [
  buildingRoute('/announcements', 'Announcements', { module: 'announcements', action: 'view' }),
  buildingRoute('/announcements/new', 'New announcement', { module: 'announcements', action: 'add' }),
  buildingRoute('/announcements/:type/:id', 'Announcement', { module: 'announcements', action: 'view' }),
  { ...buildingRoute('/ap/:id/:userId', 'Payroll announcement'), public: true },
  { ...buildingRoute('/ab/:id/:contactPhone', 'Benefits announcement'), public: true },
  { ...buildingRoute('/ab/:id', 'Benefits announcement'), public: true },
];

export default routes;
