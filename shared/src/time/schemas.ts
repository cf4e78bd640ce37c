import { z } from 'zod';

/** `GET /api/v1/portal-settings` (public): what pages need to know of the server's configuration. */
export const portalSettingsSchema = z.object({
  /** IANA zone of calendar days and wall-clock times (spec: US Central; `PORTAL_TIME_ZONE`) */
  timeZone: z.string(),
});
export type PortalSettings = z.infer<typeof portalSettingsSchema>;
