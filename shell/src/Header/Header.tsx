import { Suspense, useState, type ReactNode } from 'react';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { useAuthStore } from '@portal/shared/react';
import type { TokenClaims } from '@portal/shared';
import { verifyToken } from '../auth/verifyToken';
import { lazyAntdScreen, prefetchAntd } from '../antd';
import { Notifications } from '../Notifications';
import { SvgIcon } from '../Sidebar/icons';
import { TEXTS } from '../texts';
import { Avatar, Spinner } from '../ui';
import './Header.css';

// the profile panel is an antd form in a Drawer: its chunk and antd load the first time it is opened
const ProfilePanel = lazyAntdScreen(() => import('../ProfilePanel/ProfilePanel').then((m) => m.ProfilePanel));

export interface HeaderProps {
  claims: TokenClaims;
  narrow: boolean;
  onOpenMenu: () => void;
  notificationsOpen: boolean;
  onNotificationsChange: (open: boolean) => void;
  /** the remotes' header widgets (the assistant launcher), beside the bell */
  widgets?: ReactNode;
}

/** Restores the administrator's own token (kept in session storage), re-verifies it, reloads. */
export async function exitImpersonation() {
  const token = useAuthStore.getState().exitImpersonation();
  if (token) {
    try {
      await verifyToken(token);
    } catch {
      /* the start-up check decides (refresh or sign-in) after the reload */
    }
  }
  window.location.assign('/');
}

export function Header({ claims, narrow, onOpenMenu, notificationsOpen, onNotificationsChange, widgets }: HeaderProps) {
  const impersonating = useAuthStore((s) => s.impersonating) || claims.impersonate;
  const [profileOpen, setProfileOpen] = useState(false);
  // mounted from the first opening on (so the drawer can animate closed)
  const [profileUsed, setProfileUsed] = useState(false);
  const [exiting, setExiting] = useState(false);
  const name = `${claims.first_name} ${claims.last_name}`.trim();

  const handleExit = async () => {
    setExiting(true);
    await exitImpersonation();
  };

  const openProfile = () => {
    setProfileUsed(true);
    setProfileOpen(true);
  };
  const warmUp = () => void prefetchAntd().catch(() => undefined);

  return (
    <header className="portal-header">
      {narrow && (
        <button type="button" className="portal-button portal-button--text portal-header__icon-button" aria-label={TEXTS.layout.openMenu} onClick={onOpenMenu}>
          <SvgIcon icon={MenuOutlined} />
        </button>
      )}
      <span className="portal-header__welcome">{TEXTS.layout.welcome(claims.first_name)}</span>
      <div className="portal-header__actions">
        {impersonating && (
          <button
            type="button"
            className={narrow ? 'portal-button portal-button--danger portal-button--small' : 'portal-button portal-button--danger'}
            onClick={handleExit}
            disabled={exiting}
            title={TEXTS.layout.impersonating(name)}
          >
            {exiting && <Spinner />}
            {TEXTS.layout.exitImpersonation}
          </button>
        )}
        {widgets && <div className="portal-header__widgets">{widgets}</div>}
        <Notifications userId={claims.id} open={notificationsOpen} onOpenChange={onNotificationsChange} />
        <button
          type="button"
          className="portal-header__user"
          aria-label={narrow ? TEXTS.layout.profile : `${name}, ${TEXTS.layout.profile}`}
          onClick={openProfile}
          onMouseEnter={warmUp}
          onFocus={warmUp}
        >
          <Avatar size={32} src={claims.image_url} />
          {!narrow && <span className="portal-header__name">{name}</span>}
        </button>
      </div>
      {profileUsed && (
        <Suspense fallback={null}>
          <ProfilePanel claims={claims} open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
