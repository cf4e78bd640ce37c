import type { RemoteRoute } from '@portal/shared';
import { buildingRoute } from '@portal/shared/react';

/** Spec 6 wording for the events pages (lower-case p, unlike AUTH_MESSAGES.insufficientPermissions). */
const EVENTS_DENIED = 'Insufficient permissions';

/** Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md). */
const routes: RemoteRoute[] = [
  buildingRoute('/calendar', 'Calendar', { module: 'events', action: 'view' }, EVENTS_DENIED),
  // The spec shows no route check on /new-calendar; we gate it like its sidebar entry (the api decides again anyway).
  buildingRoute('/new-calendar', 'New calendar', { module: 'events', action: 'add' }, EVENTS_DENIED),
  buildingRoute('/special-event/:id', 'Special event', { module: 'events', action: 'view' }, EVENTS_DENIED),
];

export default routes;
