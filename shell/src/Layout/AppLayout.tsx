import { useCallback, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Drawer } from 'antd';
import { useAuthStore } from '@portal/shared/react';
import { Header } from '../Header';
import { Sidebar } from '../Sidebar';
import { UpdatePassword } from '../UpdatePassword';
import { useIsNarrow } from '../hooks/useIsNarrow';
import { useRegistry } from '../registry/api';
import { RemoteWidgets, remotesWithSlot } from '../remote';
import { TEXTS } from '../texts';
import { useFirstAccess } from './useFirstAccess';
import './AppLayout.css';

/** Signed-in frame: sidebar (drawer under 700 px), header, content area, floating widgets, password overlay. */
export function AppLayout() {
  const claims = useAuthStore((s) => s.claims);
  const narrow = useIsNarrow();
  const registry = useRegistry();
  const [menuOpen, setMenuOpen] = useState(false);
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  useFirstAccess(claims);

  const handleNotifications = useCallback((open: boolean) => {
    setNotificationsOpen(open);
    // spec 2.1: the narrow drawer closes when the notifications open
    if (open) setMenuOpen(false);
  }, []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  if (!claims) return null;
  const floating = remotesWithSlot(registry.data, 'floating');

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
        <Drawer title={TEXTS.layout.menu} placement="left" open={menuOpen} onClose={closeMenu} size={280} styles={{ body: { padding: 0 } }}>
          <Sidebar remotes={registry.data} onNavigate={closeMenu} />
        </Drawer>
      )}
      <div className="portal-layout__main">
        <Header
          claims={claims}
          narrow={narrow}
          onOpenMenu={() => setMenuOpen(true)}
          notificationsOpen={notificationsOpen}
          onNotificationsChange={handleNotifications}
        />
        <main id="portal-content" className="portal-layout__content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {floating.map((r) => (
        <RemoteWidgets key={r.name} remote={r} slot="floating" />
      ))}
      <UpdatePassword open={claims.password_expired === true} userId={claims.id} />
    </div>
  );
}
