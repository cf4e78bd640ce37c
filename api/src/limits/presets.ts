import { CHAT_LIMITS } from '@portal/shared';
import type { LimitPreset } from '@portal/shared/node/server';
import type { AppConfig } from '../config';

export type { LimitPreset } from '@portal/shared/node/server';

const HOUR_MS = 3_600_000;

/** The limits counted by hand (the routes' own `rateLimit` settings name theirs next to the route), in one place. */
export const LIMITS = {
  /** "your account already exists" emails to one address: a script re-registering it mails its owner once an hour */
  registeredAlreadyMail: { max: 1, windowMs: HOUR_MS },
  /** chat messages one user sends, whichever instance their socket is on */
  chatSend: { max: CHAT_LIMITS.rateCount, windowMs: CHAT_LIMITS.rateWindowMs },
} as const satisfies Record<string, LimitPreset>;

/** The presets an operator may tune (environment, see config.ts) with those above. */
export function limitPresets(config: Pick<AppConfig, 'signinRateLimit' | 'limits'>) {
  return {
    ...LIMITS,
    /** sign-in attempts per client address and email (one account's password guessed) */
    signin: { max: config.signinRateLimit.max, windowMs: config.signinRateLimit.timeWindowMs },
    /** failed sign-ins per client address, whatever the email (one password tried on every account) */
    signinFailures: config.limits.signinFailures,
    /** registrations per client address */
    registration: config.limits.registration,
  };
}
export type LimitPresets = ReturnType<typeof limitPresets>;
