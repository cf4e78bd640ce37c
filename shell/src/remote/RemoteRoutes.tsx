import { isValidElement, useEffect, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequirePermission } from '@portal/shared/react';
import type { RegistryRemote, RemoteRoute } from '@portal/shared';
import { loadRemoteRoutes } from '../registry/federation';
import { markRemoteRendered } from './marks';
import { RemoteBoundary, RemoteLoading } from './RemoteBoundary';
import { useRemoteModule } from './useRemoteModule';

export interface RemoteRoutesProps {
  remote: RegistryRemote;
  /** the public viewer area: only routes flagged `public` */
  publicOnly?: boolean;
  /** what a path of this remote that none of its routes matches shows */
  fallback: ReactNode;
}

function renderElement(element: RemoteRoute['element'] | ReactNode): ReactNode {
  if (isValidElement(element)) return element;
  const Component = element as RemoteRoute['element'];
  return <Component />;
}

function routeElement(route: RemoteRoute): ReactNode {
  const el = renderElement(route.element);
  if (!route.permission) return el;
  return (
    <RequirePermission module={route.permission.module} action={route.permission.action}>
      {el}
    </RequirePermission>
  );
}

function LoadedRoutes({ remote, publicOnly, fallback }: RemoteRoutesProps) {
  // first visit downloads the remote's ./routes; later visits reuse the cached module
  const routes = useRemoteModule(loadRemoteRoutes(remote.name));
  if (routes === undefined) return <RemoteLoading title={remote.title} />;
  return <MountedRoutes remote={remote} routes={routes} publicOnly={publicOnly} fallback={fallback} />;
}

function MountedRoutes({ remote, routes, publicOnly, fallback }: RemoteRoutesProps & { routes: RemoteRoute[] }) {
  const visible = (Array.isArray(routes) ? routes : []).filter((r) => (publicOnly ? r.public === true : true));
  useEffect(() => markRemoteRendered(remote.name), [remote.name]);
  return (
    <Routes>
      {visible.map((r) => (
        <Route key={r.path} path={r.path} element={routeElement(r)} />
      ))}
      <Route path="*" element={fallback} />
    </Routes>
  );
}

/** Mounts a remote's routes inside the shell's own router (one React tree: shared router, store, theme). */
export function RemoteRoutes(props: RemoteRoutesProps) {
  return (
    <RemoteBoundary remoteName={props.remote.name} title={props.remote.title} preload={() => loadRemoteRoutes(props.remote.name)}>
      <LoadedRoutes {...props} />
    </RemoteBoundary>
  );
}
