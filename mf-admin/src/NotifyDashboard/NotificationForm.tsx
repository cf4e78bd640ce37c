import { useState } from 'react';
import { App, Button, Card, Checkbox, Flex, Form, Input, Select } from 'antd';
import { NOTIFY_LIMITS, NOTIFY_REDIRECTS, audienceProblem, desktopNotifyBody, mobileNotifyBody, type Group, type LocationOption, type NotifyChannel } from '@portal/shared';
import { ApiError, errorText } from '@portal/shared/react';
import { useSendNotification, type NotifyBody } from './api';
import { NOTIFY_TEXTS } from './texts';

export interface NotificationFormProps {
  channel: NotifyChannel;
  locations: LocationOption[];
  groups: Group[];
  optionsLoading: boolean;
}

interface FormValues {
  title?: string;
  legend?: string;
  content?: string;
  url?: string;
  every?: boolean;
  locations?: number[];
  groups?: number[];
}

const EMPTY: FormValues = { every: false, locations: [], groups: [] };
const FIELDS = new Set<string>(['title', 'legend', 'content', 'url', 'every', 'locations', 'groups']);
const TEXT_FIELD: Record<NotifyChannel, 'legend' | 'content'> = { mobile: 'legend', desktop: 'content' };

/**
 * One of the dashboard's two forms (spec 2.12, 3, 7): the text (and, for the mobile app, a title), where it leads,
 * and the audience (Everyone, or locations and/or groups: each side clears and disables the other, as in the
 * composer). The shared schema checks it before sending and the api checks it again; Send is disabled while sending
 * (spec 4) and a sent form is cleared after 'Notification Sent'.
 */
export function NotificationForm({ channel, locations, groups, optionsLoading }: NotificationFormProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const send = useSendNotification(channel);
  const [sending, setSending] = useState(false);
  const every = Form.useWatch('every', form) ?? false;
  const chosenLocations = Form.useWatch('locations', form) ?? [];
  const chosenGroups = Form.useWatch('groups', form) ?? [];
  const textField = TEXT_FIELD[channel];
  const id = (field: string) => `${channel}-notify-${field}`;

  function showErrors(errors: Array<{ field: string; message: string }>) {
    form.setFields(errors.map(({ field, message: text }) => ({ name: field as keyof FormValues, errors: [text] })));
  }

  async function handleFinish(values: FormValues) {
    const body = {
      ...(channel === 'mobile' ? { title: values.title ?? '', legend: values.legend ?? '' } : { content: values.content ?? '' }),
      url: values.url,
      every: values.every ?? false,
      locations: values.locations ?? [],
      groups: values.groups ?? [],
    };
    const checked = (channel === 'mobile' ? mobileNotifyBody : desktopNotifyBody).safeParse(body);
    if (!checked.success) {
      const errors = checked.error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'every'), message: issue.message }));
      // the schema checks the audience only once the fields are valid; say everything that is missing at once
      const audience = audienceProblem(body);
      if (audience && !errors.some((e) => e.field === 'every')) errors.push({ field: 'every', message: audience });
      showErrors(errors);
      return;
    }
    setSending(true);
    try {
      const res = await send.mutateAsync(checked.data as NotifyBody<typeof channel>);
      // spec 8: 'Notification Sent', then a cleared form
      message.success(`${res.message}. ${NOTIFY_TEXTS.recipients(res.results.recipients)}`);
      form.resetFields();
    } catch (error) {
      // the server's reason next to its field when it names one, else as a message; the button comes back either way
      const field = error instanceof ApiError && error.status === 400 ? error.field?.split('.')[0] : undefined;
      if (field && FIELDS.has(field)) {
        showErrors([{ field, message: (error as ApiError).message }]);
      } else {
        message.error(errorText(error, NOTIFY_TEXTS.sendFailed));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Card title={channel === 'mobile' ? NOTIFY_TEXTS.mobileTitle : NOTIFY_TEXTS.desktopTitle} style={{ flex: '1 1 360px', minWidth: 0 }} data-testid={`${channel}-notify-form`}>
      <Form<FormValues> form={form} layout="vertical" initialValues={EMPTY} onFinish={handleFinish} disabled={sending} requiredMark={false}>
        {channel === 'mobile' && (
          <Form.Item name="title" label={NOTIFY_TEXTS.fields.title} htmlFor={id('title')}>
            <Input id={id('title')} maxLength={NOTIFY_LIMITS.title} showCount autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name={textField} label={NOTIFY_TEXTS.fields[textField]} htmlFor={id(textField)}>
          <Input.TextArea id={id(textField)} rows={4} maxLength={NOTIFY_LIMITS.text} showCount />
        </Form.Item>
        <Form.Item name="url" label={NOTIFY_TEXTS.fields.url} htmlFor={id('url')}>
          <Select id={id('url')} placeholder={NOTIFY_TEXTS.urlPlaceholder} options={NOTIFY_REDIRECTS.map((r) => ({ value: r.key, label: r.label }))} />
        </Form.Item>
        <Form.Item label={NOTIFY_TEXTS.audience} style={{ marginBottom: 0 }}>
          <Form.Item name="every" valuePropName="checked">
            <Checkbox
              disabled={sending || chosenLocations.length + chosenGroups.length > 0}
              onChange={(e) => {
                if (e.target.checked) form.setFieldsValue({ locations: [], groups: [] });
                form.setFields([{ name: 'every', errors: [] }]);
              }}
            >
              {NOTIFY_TEXTS.fields.every}
            </Checkbox>
          </Form.Item>
          <Form.Item name="locations" label={NOTIFY_TEXTS.fields.locations} htmlFor={id('locations')}>
            <Select<number[]>
              id={id('locations')}
              mode="multiple"
              allowClear
              disabled={sending || every}
              loading={optionsLoading}
              placeholder={NOTIFY_TEXTS.locationsPlaceholder}
              options={locations.map((l) => ({ value: l.id, label: l.display_name }))}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item name="groups" label={NOTIFY_TEXTS.fields.groups} htmlFor={id('groups')}>
            <Select<number[]>
              id={id('groups')}
              mode="multiple"
              allowClear
              disabled={sending || every}
              loading={optionsLoading}
              placeholder={NOTIFY_TEXTS.groupsPlaceholder}
              options={groups.map((g) => ({ value: g.id, label: g.name }))}
              showSearch={{ optionFilterProp: 'label' }}
              virtual={false}
            />
          </Form.Item>
        </Form.Item>
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" loading={sending} disabled={sending}>
            {NOTIFY_TEXTS.send}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
