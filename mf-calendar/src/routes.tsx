import { lazy, Suspense, type ComponentType } from 'react';
import type { PermissionRequirement, RemoteRoute } from '@portal/shared';
import { guarded } from '@portal/shared/react';

/** Spec 6 wording for the events pages (lower-case p, unlike AUTH_MESSAGES.insufficientPermissions). */
const EVENTS_DENIED = 'Insufficient permissions';
const VIEW: PermissionRequirement = { module: 'events', action: 'view' };
const ADD: PermissionRequirement = { module: 'events', action: 'add' };

const CalendarPage = lazy(() => import('./Calendar').then((m) => ({ default: m.CalendarPage })));
const NewCalendarPage = lazy(() => import('./NewCalendar').then((m) => ({ default: m.NewCalendarPage })));
const SpecialEventPage = lazy(() => import('./SpecialEvent').then((m) => ({ default: m.SpecialEventPage })));

function Loading() {
  return <p role="status">Loading the calendar…</p>;
}

function suspended(Page: ComponentType) {
  return function Suspended() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}

/** Exposed as `./routes`; the shell mounts these inside its own router (docs/foundation-contract.md). */
const routes: RemoteRoute[] = [
  { path: '/calendar', element: guarded(suspended(CalendarPage), VIEW, EVENTS_DENIED), permission: VIEW },
  // The spec shows no route check on /new-calendar; we gate it like its sidebar entry (the api decides again anyway).
  { path: '/new-calendar', element: guarded(suspended(NewCalendarPage), ADD, EVENTS_DENIED), permission: ADD },
  { path: '/special-event/:id', element: guarded(suspended(SpecialEventPage), VIEW, EVENTS_DENIED), permission: VIEW },
];

export default routes;
