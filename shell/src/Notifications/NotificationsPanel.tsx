import { Drawer, Empty, Spin, Typography } from 'antd';
import { formatUsDateTime } from '@portal/shared/core';
import { TEXTS } from '../texts';
import type { PortalNotification } from './api';

export interface NotificationsPanelProps {
  open: boolean;
  onClose: () => void;
  items: PortalNotification[];
  loading?: boolean;
  failed?: boolean;
  onSelect: (n: PortalNotification) => void;
}

/** The panel (antd Drawer): a lazy chunk, loaded with antd the first time the bell is clicked. */
export function NotificationsPanel({ open, onClose, ...list }: NotificationsPanelProps) {
  return (
    <Drawer title={TEXTS.notifications.title} placement="right" open={open} onClose={onClose} size={360}>
      <NotificationList {...list} />
    </Drawer>
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
