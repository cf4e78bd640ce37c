import { useState } from 'react';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { ACCOUNT_LIMITS, assignableGroups, updateAccountBody, type Account, type UpdateAccountBody } from '@portal/shared';
import { ApiError, errorText } from '@portal/shared/react';
import { formRules, useGroups, useLocationOptions, useProfiles } from '@portal/shared/pages';
import { useUpdateUser } from './api';
import { MANAGEMENT_TEXTS } from './texts';

const T = MANAGEMENT_TEXTS.edit;

// the api's rules; a blank email keeps the old one, and the spec words the user edit's short password its own way
const RULES = formRules(updateAccountBody.pick({ email: true, password: true }).shape, {
  email: { allowBlank: true },
  password: { messages: { too_small: T.passwordTooShort } },
});

export interface EditUserModalProps {
  account: Account;
  onClose(): void;
}

interface FormValues {
  first_name: string;
  last_name: string;
  email: string;
  location_id?: number;
  profile_id?: number;
  group_id?: number;
  password: string;
  repeat: string;
}

const FORM_FIELDS = ['first_name', 'last_name', 'email', 'location_id', 'profile_id', 'group_id', 'password'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string | undefined): field is FormField => (FORM_FIELDS as readonly string[]).includes(field ?? '');

/**
 * Only what was changed and is not empty (spec 5: "Empty fields keep old values"), so a cleared name or an
 * untouched password never overwrites anything.
 */
export function changedFields(account: Account, values: FormValues): UpdateAccountBody {
  const body: UpdateAccountBody = {};
  const text = (value: string | undefined) => (value ?? '').trim();
  if (text(values.first_name) && text(values.first_name) !== account.first_name) body.first_name = text(values.first_name);
  if (text(values.last_name) && text(values.last_name) !== account.last_name) body.last_name = text(values.last_name);
  if (text(values.email) && text(values.email).toLowerCase() !== account.email.toLowerCase()) body.email = text(values.email);
  if (values.location_id && values.location_id !== account.location_id) body.location_id = values.location_id;
  if (values.profile_id && values.profile_id !== account.profile_id) body.profile_id = values.profile_id;
  if (values.group_id && values.group_id !== account.group_id) body.group_id = values.group_id;
  if (values.password) body.password = values.password;
  return body;
}

/** Edit a user (spec 2.6, 5, 7): names, email, location, profile, group, password; mounted only while open. */
export function EditUserModal({ account, onClose }: EditUserModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const update = useUpdateUser();
  const locations = useLocationOptions();
  const profiles = useProfiles();
  const groups = useGroups();
  const [saving, setSaving] = useState(false);

  // the account's location may be inactive (not among the options): keep it choosable under its own name
  const locationOptions = (locations.data ?? []).map((l) => ({ value: l.id, label: l.display_name }));
  if (account.location_id && !locationOptions.some((o) => o.value === account.location_id)) {
    locationOptions.unshift({ value: account.location_id, label: account.location_name ?? String(account.location_id) });
  }

  async function handleFinish(values: FormValues) {
    const body = changedFields(account, values);
    if (Object.keys(body).length === 0) {
      message.info(T.nothingChanged);
      onClose();
      return;
    }
    setSaving(true);
    try {
      await update.mutateAsync({ id: account.id, body });
      message.success(MANAGEMENT_TEXTS.updated);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && isFormField(error.field)) {
        form.setFields([{ name: error.field, errors: [error.message] }]);
      }
      message.error(errorText(error, MANAGEMENT_TEXTS.updateFailed));
    } finally {
      setSaving(false);
    }
  }

  const name = account.full_name || account.email;
  return (
    <Modal
      open
      title={T.title(name)}
      okText={MANAGEMENT_TEXTS.save}
      cancelText={MANAGEMENT_TEXTS.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      mask={{ closable: false }}
    >
      <Typography.Paragraph type="secondary">{T.hint}</Typography.Paragraph>
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={handleFinish}
        initialValues={{
          first_name: account.first_name,
          last_name: account.last_name,
          email: account.email,
          location_id: account.location_id ?? undefined,
          profile_id: account.profile_id ?? undefined,
          group_id: account.group_id ?? undefined,
          password: '',
          repeat: '',
        }}
        data-testid="edit-user-form"
      >
        <Form.Item name="first_name" label={T.first_name}>
          <Input autoComplete="off" maxLength={ACCOUNT_LIMITS.name} />
        </Form.Item>
        <Form.Item name="last_name" label={T.last_name}>
          <Input autoComplete="off" maxLength={ACCOUNT_LIMITS.name} />
        </Form.Item>
        <Form.Item name="email" label={T.email} rules={RULES.email}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="location_id" label={T.location}>
          <Select<number> options={locationOptions} loading={locations.isPending} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
        <Form.Item name="profile_id" label={T.profile}>
          <Select<number> options={(profiles.data ?? []).map((p) => ({ value: p.id, label: p.name }))} loading={profiles.isPending} />
        </Form.Item>
        <Form.Item name="group_id" label={T.group}>
          <Select<number>
            options={assignableGroups(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            loading={groups.isPending}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="password" label={T.password} rules={RULES.password}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="repeat"
          label={T.repeat}
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string) => ((getFieldValue('password') ?? '') === (value ?? '') ? Promise.resolve() : Promise.reject(new Error(T.passwordsDontMatch))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
