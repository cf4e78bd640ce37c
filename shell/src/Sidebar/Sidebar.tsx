import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { prefetchAntd } from '../antd';
import { usePermissions, useIsNarrow } from '@portal/shared/react';
import type { RegistryRemote, SidebarSection } from '@portal/shared';
import { prefetchRemote } from '../registry/federation';
import { TEXTS } from '../texts';
import { SidebarIcon } from './icons';
import { activeEntryKey, sidebarLayout, visibleSidebarEntries, type VisibleEntry } from './entries';
import './Sidebar.css';

export interface SidebarProps {
  remotes: readonly RegistryRemote[] | undefined;
  /** called after a click (the narrow drawer closes) */
  onNavigate?: () => void;
}

const CLOSED_KEY = 'portal.sidebar.closed';

function readClosed(): ReadonlySet<SidebarSection> {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(CLOSED_KEY) ?? '[]');
    return new Set(Array.isArray(raw) ? (raw.filter((k) => typeof k === 'string') as SidebarSection[]) : []);
  } catch {
    return new Set();
  }
}

function saveClosed(closed: ReadonlySet<SidebarSection>) {
  try {
    localStorage.setItem(CLOSED_KEY, JSON.stringify([...closed]));
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

export function Sidebar({ remotes, onNavigate }: SidebarProps) {
  const { roles, groupId } = usePermissions();
  const narrow = useIsNarrow();
  const location = useLocation();
  const entries = useMemo(() => visibleSidebarEntries(remotes, { roles, groupId, narrow }), [remotes, roles, groupId, narrow]);
  const layout = useMemo(() => sidebarLayout(entries), [entries]);
  const selected = useMemo(() => activeEntryKey(entries, location.pathname), [entries, location.pathname]);
  // sections are open until the user closes one; the choice is remembered on this device
  const [closed, setClosed] = useState<ReadonlySet<SidebarSection>>(readClosed);
  const handleToggle = (key: SidebarSection) =>
    setClosed((c) => {
      const next = new Set(c);
      if (!next.delete(key)) next.add(key);
      saveClosed(next);
      return next;
    });

  // hovering shows intent: start downloading that remote's routes (and antd, which every remote area uses)
  const intent = (remoteName: string) => {
    prefetchRemote(remoteName);
    void prefetchAntd().catch(() => undefined);
  };
  const item = (key: string) => (selected === key ? 'portal-sidebar__item portal-sidebar__item--selected' : 'portal-sidebar__item');
  const link = (e: VisibleEntry) => (
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
  );

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
        {layout.main.map(link)}
        {layout.sections.map((section) => {
          const open = !closed.has(section.key);
          const id = `portal-sidebar-section-${section.key}`;
          return (
            <li key={section.key} className="portal-sidebar__section">
              <button type="button" className="portal-sidebar__section-toggle" aria-expanded={open} aria-controls={id} onClick={() => handleToggle(section.key)}>
                <span>{TEXTS.layout.sections[section.key]}</span>
                <span aria-hidden="true" className={open ? 'portal-sidebar__chevron portal-sidebar__chevron--open' : 'portal-sidebar__chevron'} />
              </button>
              <ul id={id} className="portal-sidebar__menu portal-sidebar__menu--section" hidden={!open}>
                {section.entries.map(link)}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
