import { lazy, Suspense } from 'react';
import type { PermissionRequirement, RemoteRoute } from '@portal/shared';
import { guarded } from '@portal/shared/react';
import { TRIVIA_TEXTS } from './texts';

const TriviaPage = lazy(() => import('./TriviaPage').then((m) => ({ default: m.TriviaPage })));
const AdminTriviaPage = lazy(() => import('./AdminTrivia').then((m) => ({ default: m.AdminTriviaPage })));

function Loading() {
  return <p role="status">{TRIVIA_TEXTS.loadingQuestions}</p>;
}

function Trivia() {
  return (
    <Suspense fallback={<Loading />}>
      <TriviaPage />
    </Suspense>
  );
}

function AdminTrivia() {
  return (
    <Suspense fallback={<Loading />}>
      <AdminTriviaPage />
    </Suspense>
  );
}

const ADMIN: PermissionRequirement = { module: 'admin_trivia', action: 'view' };

/** Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md). */
const routes: RemoteRoute[] = [
  // every signed-in user plays (the spec's sidebar entry has no permission)
  { path: '/trivia', element: Trivia },
  // the spec shows no route check on /admin-trivia; we gate it like its sidebar entry (the api decides again anyway)
  { path: '/admin-trivia', element: guarded(AdminTrivia, ADMIN), permission: ADMIN },
];

export default routes;
