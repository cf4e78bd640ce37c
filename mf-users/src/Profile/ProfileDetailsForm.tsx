import { App, Button, Form, Input } from 'antd';
import { ACCOUNT_LIMITS, updateAccountBody, type Account } from '@portal/shared';
import { ApiError, errorText } from '@portal/shared/react';
import { formRules } from '@portal/shared/pages';
import { useUpdateMyAccount } from './api';
import { PROFILE_TEXTS as T } from './texts';

interface FormValues {
  first_name: string;
  last_name: string;
  phone_number: string;
}

const FIELDS = ['first_name', 'last_name', 'phone_number'] as const;

// the api's rules and its "can't be blank" messages (calendar spec 5)
const RULES = formRules(updateAccountBody.pick({ first_name: true, last_name: true, phone_number: true }).shape);

/** First name, last name, phone number; none may be blank (calendar spec 5). */
export function ProfileDetailsForm({ account }: { account: Account }) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const update = useUpdateMyAccount(account.id);

  async function handleFinish(values: FormValues) {
    try {
      await update.mutateAsync({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone_number: values.phone_number.trim(),
      });
      message.success(T.saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && (FIELDS as readonly string[]).includes(error.field ?? '')) {
        form.setFields([{ name: error.field as (typeof FIELDS)[number], errors: [error.message] }]);
      }
      message.error(errorText(error, T.profileFailed));
    }
  }

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onFinish={handleFinish}
      initialValues={{ first_name: account.first_name, last_name: account.last_name, phone_number: account.phone_number ?? '' }}
      data-testid="profile-form"
    >
      <Form.Item name="first_name" label={T.firstName} required rules={RULES.first_name}>
        <Input autoComplete="given-name" maxLength={ACCOUNT_LIMITS.name} />
      </Form.Item>
      <Form.Item name="last_name" label={T.lastName} required rules={RULES.last_name}>
        <Input autoComplete="family-name" maxLength={ACCOUNT_LIMITS.name} />
      </Form.Item>
      <Form.Item name="phone_number" label={T.phone} required rules={RULES.phone_number}>
        <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={ACCOUNT_LIMITS.phone} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {T.save}
      </Button>
    </Form>
  );
}
