import { useState } from 'react';
import { Avatar, Button, Typography } from 'antd';
import { MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useAuthStore } from '@portal/shared/react';
import type { TokenClaims } from '@portal/shared';
import { verifyToken } from '../auth/verifyToken';
import { Notifications } from '../Notifications';
import { ProfilePanel } from '../ProfilePanel';
import { TEXTS } from '../texts';
import './Header.css';

export interface HeaderProps {
  claims: TokenClaims;
  narrow: boolean;
  onOpenMenu: () => void;
  notificationsOpen: boolean;
  onNotificationsChange: (open: boolean) => void;
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

export function Header({ claims, narrow, onOpenMenu, notificationsOpen, onNotificationsChange }: HeaderProps) {
  const impersonating = useAuthStore((s) => s.impersonating) || claims.impersonate;
  const [profileOpen, setProfileOpen] = useState(false);
  const [exiting, setExiting] = useState(false);
  const name = `${claims.first_name} ${claims.last_name}`.trim();

  const handleExit = async () => {
    setExiting(true);
    await exitImpersonation();
  };

  return (
    <header className="portal-header">
      {narrow && (
        <Button type="text" className="portal-header__icon-button" aria-label={TEXTS.layout.openMenu} icon={<MenuOutlined />} onClick={onOpenMenu} />
      )}
      <Typography.Text className="portal-header__welcome" ellipsis>
        {TEXTS.layout.welcome(claims.first_name)}
      </Typography.Text>
      <div className="portal-header__actions">
        {impersonating && (
          <Button danger size={narrow ? 'small' : 'middle'} onClick={handleExit} loading={exiting} title={TEXTS.layout.impersonating(name)}>
            {TEXTS.layout.exitImpersonation}
          </Button>
        )}
        <Notifications userId={claims.id} open={notificationsOpen} onOpenChange={onNotificationsChange} />
        <button type="button" className="portal-header__user" aria-label={TEXTS.layout.profile} onClick={() => setProfileOpen(true)}>
          <Avatar size={32} src={claims.image_url ?? undefined} icon={<UserOutlined />} alt="" />
          {!narrow && <span className="portal-header__name">{name}</span>}
        </button>
      </div>
      <ProfilePanel claims={claims} open={profileOpen} onClose={() => setProfileOpen(false)} />
    </header>
  );
}
