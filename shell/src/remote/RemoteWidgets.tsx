import { useEffect, useRef } from 'react';
import { usePermissions } from '@portal/shared/react';
import { can } from '@portal/shared/core';
import type { RegistryRemote, WidgetSlot } from '@portal/shared';
import { loadRemoteWidgets } from '../registry/federation';
import { RemoteBoundary, RemoteLoading } from './RemoteBoundary';
import { useRemoteModule } from './useRemoteModule';

export interface RemoteWidgetsProps {
  remote: RegistryRemote;
  slot: WidgetSlot;
  /** called once when this remote's widgets of the slot rendered or failed */
  onSettled?: (remoteName: string) => void;
}

function Settled({ name, onSettled }: { name: string; onSettled?: (name: string) => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (!done.current) {
      done.current = true;
      onSettled?.(name);
    }
  }, [name, onSettled]);
  return null;
}

function LoadedWidgets({ remote, slot, onSettled }: RemoteWidgetsProps) {
  const widgets = useRemoteModule(loadRemoteWidgets(remote.name));
  const { roles } = usePermissions();
  if (widgets === undefined) return <RemoteLoading title={remote.title} compact />;
  const visible = (Array.isArray(widgets) ? widgets : []).filter((w) => w.slot === slot && (!w.permission || can(roles, w.permission.module, w.permission.action)));
  return (
    <>
      {visible.map((w) => {
        const Widget = w.element;
        return (
          <div key={w.key} className={`portal-widget portal-widget--${slot}`} data-widget={`${remote.name}/${w.key}`}>
            <RemoteBoundary remoteName={remote.name} title={remote.title} compact withAntd={false}>
              <Widget />
            </RemoteBoundary>
          </div>
        );
      })}
      <Settled name={remote.name} onSettled={onSettled} />
    </>
  );
}

/** One remote's widgets for one slot, isolated: its failure shows a small message in its place only. */
export function RemoteWidgets(props: RemoteWidgetsProps) {
  const { remote, onSettled } = props;
  return (
    <RemoteBoundary remoteName={remote.name} title={remote.title} compact withAntd={false} onError={() => onSettled?.(remote.name)} preload={() => loadRemoteWidgets(remote.name)}>
      <LoadedWidgets {...props} />
    </RemoteBoundary>
  );
}

/** Remotes whose portal.json declares a widget for the slot (read from the registry, no code downloaded). */
export function remotesWithSlot(remotes: readonly RegistryRemote[] | undefined, slot: WidgetSlot): RegistryRemote[] {
  return (remotes ?? []).filter((r) => r.widgets?.some((w) => w.slot === slot));
}
