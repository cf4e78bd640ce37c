import type { RemoteRoute } from '@portal/shared';
import { buildingRoute } from '@portal/shared/react';

/** Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md). */
const routes: RemoteRoute[] = [
  buildingRoute('/knowledgebase', 'Knowledge base', { module: 'chat_feg_repository', action: 'view' }),
  buildingRoute('/knowledgebase/:idParam/:slug', 'Knowledge base', { module: 'chat_feg_repository', action: 'view' }),
  buildingRoute('/settings-fegpt', 'Upload documents', { module: 'chat_feg_docs', action: 'add' }),
  buildingRoute('/chat-fegpt', 'Assistant chat', { module: 'chat_feg', action: 'view' }),
  buildingRoute('/chat/logs', 'Chat analytics', { module: 'chat_feg_logs', action: 'view' }),
];

export default routes;
