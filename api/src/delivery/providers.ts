/**
 * SMS and mobile push go through a provider (an SMS gateway, FCM / APNs bridge). None is bundled: with no
 * provider, messages land in the outbox table an administrator reads (`GET /api/v1/delivery/outbox`).
 * A provider throws `ProviderError` (or any error: treated as temporary) when a message was not accepted.
 */
export interface SmsMessage {
  /** digits with an optional leading + */
  to: string;
  /** the text with tracked full links */
  body: string;
}

export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export interface PushMessage {
  userId: number;
  title: string;
  body: string;
  /** where tapping it leads (absolute), or null */
  url: string | null;
}

export interface PushProvider {
  readonly name: string;
  send(message: PushMessage): Promise<void>;
}

export interface DeliveryProviders {
  sms?: SmsProvider | null;
  push?: PushProvider | null;
}

/** A provider's refusal; `permanent` ones (bad number, unknown device) are not retried. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
