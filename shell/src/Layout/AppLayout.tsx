import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAuthStore, useIsNarrow } from '@portal/shared/react';
import { Header } from '../Header';
import { Sidebar } from '../Sidebar';
import { lazyAntdScreen, prefetchAntdWhenIdle } from '../antd';
import { SidePanel } from '../ui';
import { useRegistry } from '../registry/api';
import { RemoteWidgets, remotesWithSlot } from '../remote';
import { TEXTS } from '../texts';
import { useFirstAccess } from './useFirstAccess';
import { usePageContentDrawn } from './pageContent';
import './AppLayout.css';

// antd screens: their chunk (with antd) loads only when shown
const UpdatePassword = lazyAntdScreen(() => import('../UpdatePassword/UpdatePassword').then((m) => m.UpdatePassword));

/** Signed-in frame: sidebar (drawer under 700 px), header (with the remotes' header widgets), content area, password overlay. */
export function AppLayout() {
  const claims = useAuthStore((s) => s.claims);
  const narrow = useIsNarrow();
  const registry = useRegistry();
  const { pathname } = useLocation();
  // page-wide widgets wait for the page's own content (./pageContent)
  const contentDrawn = usePageContentDrawn(pathname === '/');
  const [menuOpen, setMenuOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  useFirstAccess(claims);
  // the first paint is plain markup; antd is fetched once the page is interactive (home) or after a few
  // seconds on any other first page, when the browser is idle, so the first remote visit does not wait for it
  useEffect(() => {
    const timer = setTimeout(prefetchAntdWhenIdle, 5000);
    return () => clearTimeout(timer);
  }, []);

  const handleNotifications = useCallback((open: boolean) => {
    setNotificationsOpen(open);
    // spec 2.1: the narrow drawer closes when the notifications open
    if (open) setMenuOpen(false);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  if (!claims) return null;
  // header widgets (the assistant launcher) sit in the header's actions, never over the page: they cover no control
  const headerWidgets = contentDrawn ? remotesWithSlot(registry.data, 'header').map((r) => <RemoteWidgets key={r.name} remote={r} slot="header" />) : null;

  return (
    <div className={narrow ? 'portal-layout portal-layout--narrow' : 'portal-layout'}>
      <a className="portal-skip-link" href="#portal-content">
        Skip to content
      </a>
      {!narrow && (
        <aside className="portal-layout__sider">
          <div className="portal-layout__brand">{TEXTS.appName}</div>
          <Sidebar remotes={registry.data} />
        </aside>
      )}
      {narrow && (
        <SidePanel title={TEXTS.layout.menu} open={menuOpen} onClose={closeMenu}>
          <Sidebar remotes={registry.data} onNavigate={closeMenu} />
        </SidePanel>
      )}
      <div className="portal-layout__main">
        <Header
          claims={claims}
          narrow={narrow}
          onOpenMenu={() => setMenuOpen(true)}
          notificationsOpen={notificationsOpen}
          onNotificationsChange={handleNotifications}
          widgets={headerWidgets}
        />
        <main id="portal-content" className="portal-layout__content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {claims.password_expired === true && (
        <Suspense fallback={null}>
          <UpdatePassword open userId={claims.id} />
        </Suspense>
      )}
    </div>
  );
}
