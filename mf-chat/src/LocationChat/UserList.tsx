import { Avatar, Tag } from 'antd';
import { CHAT_TEXTS, type ChatLocationUser } from '@portal/shared';

export interface UserListProps {
  users: ChatLocationUser[];
  locationName: string;
  me: number;
  selectedId: number | null;
  onSelect(user: ChatLocationUser): void;
}

const initials = (u: ChatLocationUser) => `${u.first_name[0] ?? ''}${u.last_name[0] ?? ''}`.toUpperCase();

/** The people of the location (spec 2.15 user list); choosing one opens the user info panel. */
export function UserList({ users, locationName, me, selectedId, onSelect }: UserListProps) {
  return (
    <nav className="chat-users" aria-label={CHAT_TEXTS.usersOf(locationName)}>
      <h3 className="chat-panel__title">{CHAT_TEXTS.users}</h3>
      {users.length === 0 ? (
        <p className="chat-muted">{CHAT_TEXTS.noUsers}</p>
      ) : (
        <ul className="chat-users__list">
          {users.map((u) => (
            <li key={u.id}>
              <button
                type="button"
                className={`chat-users__item${u.id === selectedId ? ' chat-users__item--selected' : ''}${u.active ? '' : ' chat-users__item--inactive'}`}
                aria-pressed={u.id === selectedId}
                onClick={() => onSelect(u)}
              >
                <Avatar size="small" src={u.url_image ?? undefined} alt="">
                  {initials(u)}
                </Avatar>
                <span className="chat-users__name">
                  {u.first_name} {u.last_name}
                  {u.id === me && <span className="chat-muted"> ({CHAT_TEXTS.you})</span>}
                </span>
                {!u.active && <Tag>{CHAT_TEXTS.inactive}</Tag>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
