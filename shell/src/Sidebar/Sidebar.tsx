import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { prefetchAntd } from '../antd';
import { usePermissions, useIsNarrow } from '@portal/shared/react';
import type { RegistryRemote } from '@portal/shared';
import { prefetchRemote } from '../registry/federation';
import { matchesPrefix } from '../registry/routeOwner';
import { TEXTS } from '../texts';
import { SidebarIcon } from './icons';
import { visibleSidebarEntries } from './entries';
import './Sidebar.css';

export interface SidebarProps {
  remotes: readonly RegistryRemote[] | undefined;
  /** called after a click (the narrow drawer closes) */
  onNavigate?: () => void;
}

export function Sidebar({ remotes, onNavigate }: SidebarProps) {
  const { roles, groupId } = usePermissions();
  const narrow = useIsNarrow();
  const location = useLocation();
  const entries = useMemo(() => visibleSidebarEntries(remotes, { roles, groupId, narrow }), [remotes, roles, groupId, narrow]);

  const selected = useMemo(() => {
    let best = { key: 'home', len: 0 };
    if (['/', '/home', '/new-home'].includes(location.pathname)) return 'home';
    for (const e of entries) {
      const path = e.path.split('?')[0];
      if (matchesPrefix(location.pathname, path) && path.length > best.len) best = { key: e.key, len: path.length };
    }
    return best.len ? best.key : '';
  }, [entries, location.pathname]);

  // hovering shows intent: start downloading that remote's routes (and antd, which every remote area uses)
  const intent = (remoteName: string) => {
    prefetchRemote(remoteName);
    void prefetchAntd().catch(() => undefined);
  };
  const item = (key: string) => (selected === key ? 'portal-sidebar__item portal-sidebar__item--selected' : 'portal-sidebar__item');

  // plain markup (no antd Menu): the sidebar is on the first paint, which must not wait for antd
  return (
    <nav aria-label={TEXTS.layout.menu} className="portal-sidebar">
      <ul className="portal-sidebar__menu">
        <li className={item('home')}>
          <Link to="/" onClick={onNavigate} aria-current={selected === 'home' ? 'page' : undefined}>
            <SidebarIcon name="home" />
            <span>{TEXTS.layout.home}</span>
          </Link>
        </li>
        {entries.map((e) => (
          <li key={e.key} className={item(e.key)}>
            <Link
              to={e.path}
              onClick={onNavigate}
              onMouseEnter={() => intent(e.remoteName)}
              onFocus={() => intent(e.remoteName)}
              data-remote={e.remoteName}
              aria-current={selected === e.key ? 'page' : undefined}
            >
              <SidebarIcon name={e.icon} />
              <span>{e.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
