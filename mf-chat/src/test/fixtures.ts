import type { ChatLocation, ChatMessagePage, ChatViewerAccess, LocationMessage } from '@portal/shared';
import type { FakeHandler } from '@portal/shared/testing';

let nextId = 100;

/** A stored message; by default from user 2 in location 1, today. */
export function buildMessage(overrides: Partial<LocationMessage> = {}): LocationMessage {
  const id = overrides.id ?? nextId++;
  return {
    id,
    location_id: 1,
    id_remetente: 2,
    full_name_remetente: 'Maria Lopez',
    url_image_remetente: null,
    content: `Message ${id}`,
    image_url: null,
    type: 'TEXT',
    createdAt: new Date().toISOString(),
    client_id: null,
    ...overrides,
  };
}

export function buildAccess(overrides: Partial<ChatViewerAccess> = {}): ChatViewerAccess {
  return {
    admin: false,
    master: false,
    locations: [
      { id: 1, location_name: 'Dallas Galleria, TX', active: true, unread: 0 },
      { id: 2, location_name: 'Orlando, FL', active: true, unread: 3 },
    ],
    ...overrides,
  };
}

export function buildLocation(overrides: Partial<ChatLocation> = {}): ChatLocation {
  return {
    id: 1,
    location_name: 'Dallas Galleria, TX',
    users: [
      { id: 1, first_name: 'Ada', last_name: 'Admin', email: 'admin@arcadia.example', user_status: 'ACTIVE', active: true, url_image: null },
      { id: 2, first_name: 'Maria', last_name: 'Lopez', email: 'manager@arcadia.example', user_status: 'ACTIVE', active: true, url_image: null },
      { id: 3, first_name: 'Noah', last_name: 'Fischer', email: 'noah.fischer@arcadia.example', user_status: 'INACTIVE', active: false, url_image: null },
    ],
    ...overrides,
  };
}

export interface ChatServer {
  access: ChatViewerAccess;
  location: ChatLocation;
  /** every stored message of location 1, by id */
  messages: LocationMessage[];
  pageSize: number;
}

/** Answers the chat's http calls from `server` as the api would (filter with after/before/limit, users, find, read). */
export function chatAnswer(server: ChatServer): FakeHandler {
  return (req) => {
    if (req.path.startsWith('/api/v1/location-messaging/users/')) return { body: server.access };
    if (req.path.startsWith('/api/v1/location-messaging/location/find/')) return { body: { results: server.location } };
    if (req.path.startsWith('/api/v1/location-messaging/read/')) return { status: 204 };
    if (req.path.startsWith('/api/v1/location-messaging/filter/')) {
      const sorted = [...server.messages].sort((a, b) => a.id - b.id);
      const limit = Number(req.query.get('limit') ?? server.pageSize);
      const after = req.query.get('after');
      const before = req.query.get('before');
      let page: ChatMessagePage;
      if (after !== null) {
        const newer = sorted.filter((m) => m.id > Number(after));
        page = { results: newer.slice(0, limit), hasOlder: false, hasNewer: newer.length > limit };
      } else {
        const older = before === null ? sorted : sorted.filter((m) => m.id < Number(before));
        page = { results: older.slice(-limit), hasOlder: older.length > limit, hasNewer: false };
      }
      return { body: page };
    }
    return undefined;
  };
}
