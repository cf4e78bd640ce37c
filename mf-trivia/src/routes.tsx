import type { RemoteRoute } from '@portal/shared';
import { buildingRoute } from '@portal/shared/react';

/** Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md). */
const routes: RemoteRoute[] = [
  buildingRoute('/trivia', 'Trivia'),
  // The spec shows no route check on /admin-trivia; we gate it like its sidebar entry (the api decides again anyway).
  buildingRoute('/admin-trivia', 'Admin trivia', { module: 'admin_trivia', action: 'view' }),
];

export default routes;
