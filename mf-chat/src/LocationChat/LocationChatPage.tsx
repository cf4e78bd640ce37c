import { useCallback, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams, Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Result, Spin } from 'antd';
import { chatInputVisible, CHAT_TEXTS, type ChatLocationUser, type ChatViewerAccess, type LocationMessage } from '@portal/shared';
import { ApiError, useIsNarrow, usePermissions } from '@portal/shared/react';
import { chatKeys, useChatAccess, useChatLocation } from './api';
import { useChatThread } from './hooks/useChatThread';
import { LocationPicker } from './LocationPicker';
import { MessageInput } from './MessageInput';
import { Thread } from './Thread';
import { UserInfoPanel } from './UserInfoPanel';
import { UserList } from './UserList';
import './chat.css';

/** `/locations/chat/:id` (spec 2.15); `mine` opens the signed-in user's own location. */
export function LocationChatPage() {
  const { id } = useParams();
  const { claims } = usePermissions();
  if (!claims) return null;
  if (id === 'mine') {
    if (claims.location_id) return <Navigate replace to={`/locations/chat/${claims.location_id}`} />;
    return <Result status="info" title={CHAT_TEXTS.title} subTitle={CHAT_TEXTS.noLocation} />;
  }
  const locationId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : 0;
  if (!locationId) return <Result status="warning" title={CHAT_TEXTS.title} subTitle={CHAT_TEXTS.notAllowed} extra={<MyChatLink />} />;
  // a new location is a new screen: thread, panels and connection start over
  return <ChatScreen key={locationId} locationId={locationId} email={claims.email} />;
}

function MyChatLink() {
  return <Link to="/locations/chat/mine">{CHAT_TEXTS.title}</Link>;
}

function ChatScreen({ locationId, email }: { locationId: number; email: string }) {
  const access = useChatAccess(email, locationId);
  if (access.isPending) return <Spin className="chat-loading" size="large" />;
  if (access.isError) {
    const denied = access.error instanceof ApiError && (access.error.status === 403 || access.error.status === 404);
    return denied ? (
      <Result status="403" title={CHAT_TEXTS.title} subTitle={CHAT_TEXTS.notAllowed} extra={<MyChatLink />} />
    ) : (
      <Alert className="chat-alert" type="error" showIcon title={CHAT_TEXTS.loadFailed} action={<Button onClick={() => void access.refetch()}>{CHAT_TEXTS.retry}</Button>} />
    );
  }
  return <ChatRoom locationId={locationId} email={email} access={access.data} />;
}

function ChatRoom({ locationId, email, access }: { locationId: number; email: string; access: ChatViewerAccess }) {
  const claims = usePermissions().claims!;
  const navigate = useNavigate();
  const narrow = useIsNarrow();
  const client = useQueryClient();
  const location = useChatLocation(locationId, true);
  const [selected, setSelected] = useState<ChatLocationUser | null>(null);
  const [usersOpen, setUsersOpen] = useState(false);

  const locationName = access.locations.find((l) => l.id === locationId)?.location_name ?? location.data?.location_name ?? '';
  const watch = useMemo(() => access.locations.map((l) => l.id), [access.locations]);
  // a message in another location the user may open: one more unread there
  const countUnread = useCallback(
    (message: LocationMessage) => {
      if (message.id_remetente === claims.id) return;
      client.setQueryData<ChatViewerAccess>(
        chatKeys.access(email, locationId),
        (data) => data && { ...data, locations: data.locations.map((l) => (l.id === message.location_id ? { ...l, unread: l.unread + 1 } : l)) },
      );
    },
    [client, email, locationId, claims.id],
  );
  const sender = useMemo(
    () => ({ id: claims.id, email: claims.email, full_name: `${claims.first_name} ${claims.last_name}`.trim(), location: locationName }),
    [claims.id, claims.email, claims.first_name, claims.last_name, locationName],
  );
  const thread = useChatThread(locationId, sender, watch, countUnread);
  const markRead = thread.markRead;
  const seenNewest = useCallback(() => {
    if (typeof document === 'undefined' || document.visibilityState !== 'hidden') markRead();
  }, [markRead]);

  const users = location.data?.users ?? [];
  const userList = (
    <UserList
      users={users}
      locationName={locationName}
      me={claims.id}
      selectedId={selected?.id ?? null}
      onSelect={(user) => {
        setSelected(user);
        setUsersOpen(false);
      }}
    />
  );
  const info = selected && <UserInfoPanel user={selected} locationName={locationName} onClose={() => setSelected(null)} />;

  return (
    <div className={`chat-page${narrow ? ' chat-page--narrow' : ''}`} data-testid="location-chat" data-live={thread.live}>
      <header className="chat-header">
        <h2 className="chat-header__title">{CHAT_TEXTS.title}</h2>
        <LocationPicker locations={access.locations} value={locationId} onChange={(id) => navigate(`/locations/chat/${id}`)} />
        {narrow && (
          <Button onClick={() => setUsersOpen(true)} aria-label={CHAT_TEXTS.usersOf(locationName)}>
            {CHAT_TEXTS.showUsers}
          </Button>
        )}
      </header>
      {thread.down && <Alert className="chat-alert" type="warning" showIcon title={CHAT_TEXTS.offline} role="status" />}
      <div className="chat-body">
        {!narrow && <aside className="chat-side">{userList}</aside>}
        <main className="chat-main" aria-label={`${CHAT_TEXTS.title}: ${locationName}`}>
          {thread.status === 'loading' ? (
            <Spin className="chat-loading" />
          ) : thread.status === 'error' ? (
            <Alert className="chat-alert" type="error" showIcon title={CHAT_TEXTS.loadFailed} action={<Button onClick={thread.reload}>{CHAT_TEXTS.retry}</Button>} />
          ) : (
            <Thread
              messages={thread.messages}
              pending={thread.pending}
              me={claims.id}
              hasOlder={thread.hasOlder}
              loadingOlder={thread.loadingOlder}
              onLoadOlder={thread.loadOlder}
              onRetry={thread.retry}
              onSeenNewest={seenNewest}
            />
          )}
          {chatInputVisible(access) ? (
            <MessageInput onSend={thread.sendText} onPicture={thread.sendPicture} compact={narrow} />
          ) : (
            <p className="chat-muted chat-readonly">{CHAT_TEXTS.readOnly}</p>
          )}
        </main>
        {!narrow && info && <aside className="chat-side chat-side--info">{info}</aside>}
      </div>
      {narrow && (
        <>
          <Drawer open={usersOpen} onClose={() => setUsersOpen(false)} title={CHAT_TEXTS.usersOf(locationName)} placement="left" size="85%">
            {userList}
          </Drawer>
          <Drawer open={Boolean(selected)} onClose={() => setSelected(null)} title={CHAT_TEXTS.infoTitle} placement="right" size="85%" closable={false}>
            {info}
          </Drawer>
        </>
      )}
    </div>
  );
}
