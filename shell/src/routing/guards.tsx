import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuthStore } from '@portal/shared/react';
import { startSession, useSessionStatus } from '../auth/session';
import { TEXTS } from '../texts';
import { Result, Spinner } from '../ui';

export function FullPageLoading({ label = TEXTS.startup.checking }: { label?: string }) {
  return (
    <div className="portal-full-page" role="status" aria-live="polite">
      <Spinner size="large" />
      <span>{label}</span>
    </div>
  );
}

function Offline() {
  return (
    <div className="portal-full-page">
      <Result
        status="warning"
        title={TEXTS.startup.offline}
        extra={
          <button type="button" className="portal-button portal-button--primary" onClick={() => void startSession()}>
            {TEXTS.startup.retry}
          </button>
        }
      />
    </div>
  );
}

/** Signed-in area: waits for the start-up check; without a session, goes to sign-in and comes back after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSessionStatus((s) => s.status);
  const claims = useAuthStore((s) => s.claims);
  const location = useLocation();
  if (status === 'checking') return <FullPageLoading />;
  if (status === 'offline') return <Offline />;
  if (status !== 'authenticated' || !claims) {
    return <Navigate to="/signin" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <>{children}</>;
}

/** Sign-in and registration: a signed-in user goes straight home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const status = useSessionStatus((s) => s.status);
  if (status === 'checking') return <FullPageLoading />;
  if (status === 'authenticated') return <Navigate to="/" replace />;
  return <>{children}</>;
}
