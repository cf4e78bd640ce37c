import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { NEWS_REALTIME, NEWS_VIDEO_MAX_BYTES } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { provideDemoMedia } from './demoMedia';
import { newsRoutes } from './routes';
import { mayJoinNewsRoom } from './service';
import './tables';

export async function newsModule(app: FastifyInstance, deps: AppDeps) {
  // multipart only in this module's scope (uploadFile); one file part, a byte over the video limit so our own
  // per-type size check answers first
  await app.register(multipart, { limits: { files: 1, fileSize: NEWS_VIDEO_MAX_BYTES + 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 } });
  deps.realtime.allowRooms(NEWS_REALTIME.roomPrefix, (viewer, key) => mayJoinNewsRoom(deps, viewer.userId, key));
  newsRoutes(app, deps);
  // the demo's video file is a nicety: a portal that cannot write it still starts
  await provideDemoMedia(deps.db, deps.storage).catch((err: unknown) => app.log.warn({ err }, 'demo news video not provided'));
}
