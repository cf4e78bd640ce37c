import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CHAT_IMAGE_MAX_BYTES, CHAT_REALTIME } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { chatRoutes } from './routes';
import { createMessageSender, mayJoinChatRoom } from './service';
import './tables';

/** Location chat (spec 2: 2.15, 7): the http calls, the socket room `chat:<locationId>` and the `sendMessage` event. */
export async function chatModule(app: FastifyInstance, deps: AppDeps) {
  // multipart only in this module's scope; one file part, a byte over our limit so our own size check answers first
  await app.register(multipart, { limits: { files: 1, fileSize: CHAT_IMAGE_MAX_BYTES + 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 } });
  deps.realtime.allowRooms(CHAT_REALTIME.roomPrefix, (viewer, key) => mayJoinChatRoom(deps, viewer.userId, key));
  const send = createMessageSender(deps);
  deps.realtime.handle(CHAT_REALTIME.send, (viewer, payload, socket) => send(viewer.userId, payload, (room) => socket.leave(room)));
  chatRoutes(app, deps);
}
