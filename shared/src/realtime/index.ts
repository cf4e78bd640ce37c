import { z } from 'zod';

export * from './constants';

/** A room name a client asks to join: `prefix:key`, short and plain (module checks decide the rest). */
export const realtimeRoomSchema = z
  .string()
  .min(3)
  .max(120)
  .regex(/^[a-z][a-z0-9_-]*:[A-Za-z0-9_:-]+$/);
