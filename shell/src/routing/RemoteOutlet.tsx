import { useLocation } from 'react-router-dom';
import { NotFound } from '../NotFound';
import { Oops } from '../Oops';
import { useRegistry } from '../registry/api';
import { findRouteOwner } from '../registry/routeOwner';
import { RemoteLoading, RemoteRoutes } from '../remote';
import { TEXTS } from '../texts';
import { Result } from '../ui';

function RegistryFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={TEXTS.layout.registryFailed}
      extra={
        <button type="button" className="portal-button portal-button--primary" onClick={onRetry}>
          {TEXTS.remote.retry}
        </button>
      }
    />
  );
}

/** Any path the shell does not own: the remote with the longest matching prefix renders it, else not-found. */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const registry = useRegistry();
  if (registry.isPending) return <RemoteLoading title={TEXTS.appName} />;
  if (registry.isError) return <RegistryFailed onRetry={() => void registry.refetch()} />;
  const owner = findRouteOwner(pathname, registry.data);
  if (!owner) return <NotFound />;
  return <RemoteRoutes key={owner.remote.name} remote={owner.remote} fallback={<NotFound />} />;
}

/** The public viewer area (/ap, /ab): only the owner's routes flagged `public`, without sign-in; else Oops. */
export function PublicArea() {
  const { pathname } = useLocation();
  const registry = useRegistry();
  if (registry.isPending) return <RemoteLoading title={TEXTS.appName} />;
  if (registry.isError) return <RegistryFailed onRetry={() => void registry.refetch()} />;
  const owner = findRouteOwner(pathname, registry.data);
  if (!owner) return <Oops />;
  return (
    <main className="portal-public">
      <RemoteRoutes key={owner.remote.name} remote={owner.remote} publicOnly fallback={<Oops />} />
    </main>
  );
}
