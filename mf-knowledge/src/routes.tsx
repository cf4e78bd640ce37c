import { lazy, Suspense, type ComponentType } from 'react';
import type { PermissionRequirement, RemoteRoute } from '@portal/shared';
import { guarded } from '@portal/shared/react';
import { ASSISTANT_CHAT_PATH, ASSISTANT_CHAT_PERMISSION } from '@portal/shared/knowledge';

const KnowledgeBasePage = lazy(() => import('./KnowledgeBase/KnowledgeBasePage').then((m) => ({ default: m.KnowledgeBasePage })));
const KnowledgeBaseDetail = lazy(() => import('./KnowledgeBase/KnowledgeBaseDetail').then((m) => ({ default: m.KnowledgeBaseDetail })));
const UploadPage = lazy(() => import('./Upload/UploadPage').then((m) => ({ default: m.UploadPage })));
const ChatPage = lazy(() => import('./Chat/ChatPage').then((m) => ({ default: m.ChatPage })));
const ChatLogsPage = lazy(() => import('./Logs/ChatLogsPage').then((m) => ({ default: m.ChatLogsPage })));

function page(Component: ComponentType): ComponentType {
  return function Page() {
    return (
      <Suspense fallback={<p role="status">Loading…</p>}>
        <Component />
      </Suspense>
    );
  };
}

const CHAT: PermissionRequirement = ASSISTANT_CHAT_PERMISSION;
const REPOSITORY: PermissionRequirement = { module: 'chat_feg_repository', action: 'view' };
const DOCS: PermissionRequirement = { module: 'chat_feg_docs', action: 'add' };
const LOGS: PermissionRequirement = { module: 'chat_feg_logs', action: 'view' };

/** Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md). */
const routes: RemoteRoute[] = [
  { path: '/knowledgebase', element: guarded(page(KnowledgeBasePage), REPOSITORY), permission: REPOSITORY },
  { path: '/knowledgebase/:idParam/:slug', element: guarded(page(KnowledgeBaseDetail), REPOSITORY), permission: REPOSITORY },
  { path: '/settings-fegpt', element: guarded(page(UploadPage), DOCS), permission: DOCS },
  { path: ASSISTANT_CHAT_PATH, element: guarded(page(ChatPage), CHAT), permission: CHAT },
  { path: '/chat/logs', element: guarded(page(ChatLogsPage), LOGS), permission: LOGS },
];

export default routes;
