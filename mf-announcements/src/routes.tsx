import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { RemoteRoute } from '@portal/shared';
import { guarded } from '@portal/shared/react';
import { HubPage } from './Hub';
import { PublicViewerPage } from './PublicViewer';
import { ReaderPage } from './Reader';

// The composer brings the rich-text editor (ProseMirror, ~140 KB gzip): only those who compose download it.
const LazyComposerPage = lazy(() => import('./Composer').then((m) => ({ default: m.ComposerPage })));
function ComposerPage() {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} style={{ padding: 16 }} />}>
      <LazyComposerPage />
    </Suspense>
  );
}

function PayrollViewer() {
  return <PublicViewerPage kind="ap" />;
}
function BenefitsViewer() {
  return <PublicViewerPage kind="ab" />;
}

/**
 * Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md).
 * The hub and the reader need only a signed-in user: company and newsletter announcements are for everyone, and
 * the hub shows its other tabs only with announcements view (spec 2.3), as the api also decides.
 */
const routes: RemoteRoute[] = [
  { path: '/announcements', element: HubPage },
  {
    path: '/announcements/new',
    element: guarded(ComposerPage, { module: 'announcements', action: 'add' }),
    permission: { module: 'announcements', action: 'add' },
  },
  { path: '/announcements/:type/:id', element: ReaderPage },
  { path: '/ap/:id/:userId', element: PayrollViewer, public: true },
  { path: '/ab/:id/:contactPhone', element: BenefitsViewer, public: true },
  { path: '/ab/:id', element: BenefitsViewer, public: true },
];

export default routes;
