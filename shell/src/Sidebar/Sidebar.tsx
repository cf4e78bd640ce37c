import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Menu } from 'antd';
import { usePermissions } from '@portal/shared/react';
import type { RegistryRemote } from '@portal/shared';
import { prefetchRemote } from '../registry/federation';
import { matchesPrefix } from '../registry/routeOwner';
import { useIsNarrow } from '../hooks/useIsNarrow';
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

  const items = [
    {
      key: 'home',
      icon: <SidebarIcon name="home" />,
      label: (
        <Link to="/" onClick={onNavigate}>
          {TEXTS.layout.home}
        </Link>
      ),
    },
    ...entries.map((e) => ({
      key: e.key,
      icon: <SidebarIcon name={e.icon} />,
      label: (
        <Link
          to={e.path}
          onClick={onNavigate}
          // hovering shows intent: start downloading that remote's routes
          onMouseEnter={() => prefetchRemote(e.remoteName)}
          onFocus={() => prefetchRemote(e.remoteName)}
          data-remote={e.remoteName}
        >
          {e.label}
        </Link>
      ),
    })),
  ];

  return (
    <nav aria-label={TEXTS.layout.menu} className="portal-sidebar">
      <Menu mode="inline" selectedKeys={selected ? [selected] : []} items={items} className="portal-sidebar__menu" />
    </nav>
  );
}
