import { Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyAntdScreen, prefetchAntd } from '../antd';
import { BellOutlined, SvgIcon } from '../Sidebar/icons';
import { TEXTS } from '../texts';
import { internalPath, useClearAll, useClearOne, useNotifications, type PortalNotification } from './api';
import './Notifications.css';

// the panel is antd (Drawer, Empty, Spin): loaded with antd the first time the bell is used
const NotificationsPanel = lazyAntdScreen(() => import('./NotificationsPanel').then((m) => m.NotificationsPanel));

export interface NotificationsProps {
  userId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Bell with a badge and the panel (spec 2.3, 4): click one → removed and followed; open then close → all cleared. */
export function Notifications({ userId, open, onOpenChange }: NotificationsProps) {
  const navigate = useNavigate();
  const list = useNotifications(userId);
  const clearOne = useClearOne(userId);
  const clearAll = useClearAll(userId);
  const wasOpened = useRef(false);
  // mounted from the first opening on (so the drawer can animate closed)
  const [used, setUsed] = useState(false);
  const items = list.data ?? [];
  const unread = items.filter((n) => !n.is_open).length || items.length;

  const handleOpen = () => {
    wasOpened.current = true;
    setUsed(true);
    onOpenChange(true);
  };

  const handleClose = () => {
    onOpenChange(false);
    if (wasOpened.current) {
      wasOpened.current = false;
      if (items.length) clearAll.mutate();
    }
  };

  const handleClick = (n: PortalNotification) => {
    clearOne.mutate(n);
    const path = internalPath(n.link_desktop);
    if (path) {
      handleClose();
      navigate(path);
    }
  };

  const label = `${TEXTS.notifications.title}${unread ? ` (${unread})` : ''}`;
  return (
    <>
      <span className="portal-badge">
        <button
          type="button"
          className="portal-button portal-button--text portal-button--circle portal-header__icon-button"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={open ? handleClose : handleOpen}
          onMouseEnter={() => void prefetchAntd().catch(() => undefined)}
        >
          <SvgIcon icon={BellOutlined} />
        </button>
        {unread > 0 && (
          <span className="portal-badge__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
      {used && (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} onClose={handleClose} items={items} loading={list.isLoading} failed={list.isError} onSelect={handleClick} />
        </Suspense>
      )}
    </>
  );
}
