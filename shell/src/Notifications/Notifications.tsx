import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Badge, Button, Drawer, Empty, Spin, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { formatUsDateTime } from '@portal/shared';
import { TEXTS } from '../texts';
import { internalPath, useClearAll, useClearOne, useNotifications, type PortalNotification } from './api';
import './Notifications.css';

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
  const items = list.data ?? [];
  const unread = items.filter((n) => !n.is_open).length || items.length;

  const handleOpen = () => {
    wasOpened.current = true;
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

  return (
    <>
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          className="portal-header__icon-button"
          aria-label={`${TEXTS.notifications.title}${unread ? ` (${unread})` : ''}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          icon={<BellOutlined />}
          onClick={open ? handleClose : handleOpen}
        />
      </Badge>
      <Drawer title={TEXTS.notifications.title} placement="right" open={open} onClose={handleClose} size={360}>
        <NotificationList items={items} loading={list.isLoading} failed={list.isError} onSelect={handleClick} />
      </Drawer>
    </>
  );
}

export interface NotificationListProps {
  items: PortalNotification[];
  loading?: boolean;
  failed?: boolean;
  onSelect: (n: PortalNotification) => void;
}

export function NotificationList({ items, loading, failed, onSelect }: NotificationListProps) {
  if (loading) return <Spin aria-label={TEXTS.loading} />;
  if (failed) return <Typography.Text type="danger">{TEXTS.notifications.failed}</Typography.Text>;
  if (!items.length) return <Empty description={TEXTS.notifications.empty} />;
  return (
    <ul className="portal-notifications">
      {items.map((n) => (
        <li key={n.id} className={n.is_open ? 'portal-notification' : 'portal-notification portal-notification--new'}>
          <button type="button" className="portal-notification__button" onClick={() => onSelect(n)} aria-label={TEXTS.notifications.clearOneLabel(n.content)}>
            <span className="portal-notification__content">{n.content}</span>
            <time className="portal-notification__date" dateTime={n.createdAt}>
              {formatUsDateTime(n.createdAt)}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}
