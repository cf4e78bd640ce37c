import { useId } from 'react';
import { Alert, Checkbox, Flex, Input, Progress, Typography } from 'antd';
import { formatUsDateTime } from '@portal/shared';
import { COMPOSER_TEXTS, SUBJECT_MAX } from '../../texts';

export interface FieldMessageProps {
  id: string;
  message?: string | null;
}

export function FieldMessage({ id, message }: FieldMessageProps) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" id={id} role="alert">
      {message}
    </Typography.Text>
  );
}

export interface SubjectFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Subject, at most 250 characters (spec 5), with a counter. */
export function SubjectField({ value, onChange, error, disabled }: SubjectFieldProps) {
  const id = useId();
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {COMPOSER_TEXTS.subject}
      </label>
      <Input
        id={id}
        value={value}
        maxLength={SUBJECT_MAX}
        showCount
        disabled={disabled}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldMessage id={`${id}-error`} message={error} />
    </Flex>
  );
}

export interface PublishDateFieldProps {
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, or '' */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  label?: string;
}

/** Optional publish date; when set, the scheduling text says when it goes out (spec 4). */
export function PublishDateField({ value, onChange, disabled, label = COMPOSER_TEXTS.publishDate }: PublishDateFieldProps) {
  const id = useId();
  const when = localInputToIso(value);
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {label}
      </label>
      <Input id={id} type="datetime-local" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} style={{ maxWidth: 260 }} />
      {when ? (
        <Typography.Text type="warning" data-testid="schedule-text">
          {COMPOSER_TEXTS.scheduled(formatUsDateTime(when))}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{COMPOSER_TEXTS.publishDateHint}</Typography.Text>
      )}
    </Flex>
  );
}

/** `datetime-local` value → ISO string (with offset), or null when empty or not a date. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export interface Channels {
  notify_desktop: boolean;
  notify_mobile: boolean;
  email_checked: boolean;
  sms_checked: boolean;
}

export const NO_CHANNELS: Channels = { notify_desktop: false, notify_mobile: false, email_checked: false, sms_checked: false };

export interface ChannelFieldsProps {
  value: Channels;
  onChange: (value: Channels) => void;
  smsText: string;
  onSmsTextChange: (value: string) => void;
  smsError?: string | null;
  /** which channels the form offers (benefits: email and SMS only) */
  offer?: readonly (keyof Channels)[];
  disabled?: boolean;
}

const CHANNEL_LABELS: Record<keyof Channels, string> = {
  notify_desktop: COMPOSER_TEXTS.notifyDesktop,
  notify_mobile: COMPOSER_TEXTS.notifyMobile,
  email_checked: COMPOSER_TEXTS.email,
  sms_checked: COMPOSER_TEXTS.sms,
};

/** Notification channels (spec 9: push, website, email, SMS); SMS asks for its own text, with full links. */
export function ChannelFields({
  value,
  onChange,
  smsText,
  onSmsTextChange,
  smsError,
  offer = ['notify_desktop', 'notify_mobile', 'email_checked', 'sms_checked'],
  disabled,
}: ChannelFieldsProps) {
  const id = useId();
  return (
    <fieldset style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 500, padding: '0 4px', width: 'auto', marginBottom: 0, fontSize: 14 }}>{COMPOSER_TEXTS.channels}</legend>
      <Flex vertical gap="small">
        <Flex gap="middle" wrap>
          {offer.map((key) => (
            <Checkbox key={key} checked={value[key]} disabled={disabled} onChange={(e) => onChange({ ...value, [key]: e.target.checked })}>
              {CHANNEL_LABELS[key]}
            </Checkbox>
          ))}
        </Flex>
        {value.sms_checked && (
          <Flex vertical gap={4}>
            <label htmlFor={id} style={{ fontWeight: 500 }}>
              {COMPOSER_TEXTS.smsText}
            </label>
            <Input.TextArea
              id={id}
              value={smsText}
              rows={3}
              maxLength={1000}
              showCount
              disabled={disabled}
              status={smsError ? 'error' : undefined}
              aria-invalid={smsError ? true : undefined}
              aria-describedby={`${id}-hint${smsError ? ` ${id}-error` : ''}`}
              onChange={(e) => onSmsTextChange(e.target.value)}
            />
            <Typography.Text type="secondary" id={`${id}-hint`}>
              {COMPOSER_TEXTS.smsHint}
            </Typography.Text>
            <FieldMessage id={`${id}-error`} message={smsError} />
          </Flex>
        )}
      </Flex>
    </fieldset>
  );
}

/** While a form uploads: progress and the spec's 'do not close this window' notice. */
export function UploadNotice({ percent }: { percent: number | null }) {
  return (
    <Alert
      type="info"
      showIcon
      role="status"
      data-testid="upload-notice"
      title={COMPOSER_TEXTS.uploading}
      description={<Progress percent={percent ?? 0} status="active" showInfo={percent !== null} aria-label="Upload progress" />}
    />
  );
}
