import type { RemoteRoute } from '@portal/shared';
import { LocationChatPage } from './LocationChat';

/** Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md). */
const routes: RemoteRoute[] = [
  // every signed-in user may come here; the api decides per location (members, location administrators)
  { path: '/locations/chat/:id', element: LocationChatPage },
];

export default routes;
