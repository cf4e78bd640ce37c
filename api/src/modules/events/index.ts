import type { FastifyInstance } from 'fastify';
import { EVENTS_REALTIME } from '@portal/shared';
import type { AppDeps } from '../../deps';
import { eventRoutes } from './routes';
import { mayJoinEventRoom } from './service';
import './tables';

export async function eventsModule(app: FastifyInstance, deps: AppDeps) {
  deps.realtime.allowRooms(EVENTS_REALTIME.roomPrefix, (viewer, key) => mayJoinEventRoom(deps, viewer.userId, key));
  eventRoutes(app, deps);
}
