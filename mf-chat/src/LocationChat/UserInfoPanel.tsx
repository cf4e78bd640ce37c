import { Avatar, Button } from 'antd';
import { CHAT_TEXTS, type ChatLocationUser } from '@portal/shared';

export interface UserInfoPanelProps {
  user: ChatLocationUser;
  locationName: string;
  onClose(): void;
}

/** The user info panel (spec 2.15): location, email, CLOSE. */
export function UserInfoPanel({ user, locationName, onClose }: UserInfoPanelProps) {
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <section className="chat-info" aria-label={CHAT_TEXTS.infoTitle}>
      <h3 className="chat-panel__title">{CHAT_TEXTS.infoTitle}</h3>
      <div className="chat-info__who">
        <Avatar size={56} src={user.url_image ?? undefined} alt="">
          {`${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase()}
        </Avatar>
        <strong>{name}</strong>
      </div>
      <dl className="chat-info__facts">
        <dt>{CHAT_TEXTS.infoLocation}</dt>
        <dd>{locationName}</dd>
        <dt>{CHAT_TEXTS.infoEmail}</dt>
        <dd>
          <a href={`mailto:${user.email}`}>{user.email}</a>
        </dd>
      </dl>
      <Button block onClick={onClose}>
        {CHAT_TEXTS.close}
      </Button>
    </section>
  );
}
