import { useState } from 'react';
import { App, Descriptions, Form, Input, Modal, Select, Typography } from 'antd';
import { BUSINESS_PROFILE_ID, assignableGroups, upgradeAccountBody, type AccountUpgradeRequest } from '@portal/shared';
import { ApiError } from '@portal/shared/react';
import { formRules, useGroups } from '@portal/shared/pages';
import { useUpgradeAccount } from './api';
import { UPGRADE_TEXTS as T } from './texts';

export interface UpgradeModalProps {
  request: AccountUpgradeRequest;
  onClose(): void;
  /** after 'Account upgraded!' */
  onUpgraded(): void;
}

// the api's rules and the spec's messages ('Need a company email to be upgraded', 'Need to select a group.')
const RULES = formRules(upgradeAccountBody.pick({ business_email: true, groupId: true }).shape);

interface FormValues {
  business_email: string;
  groupId?: number;
}

/** What the spec says when an upgrade fails (spec 8): a taken business email, the server's own 4xx reason, or the generic text. */
export function upgradeErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409 && error.message !== T.personalEmailChanged) return T.emailTaken;
  if (error instanceof ApiError && (error.status === 400 || error.status === 404 || error.status === 409) && error.message) return error.message;
  return T.saveFailed;
}

/**
 * 'Upgrade' (spec 2.1, 4, 5, 8): a business email and a group are required; the account gets the fixed
 * Company Business profile. Mounted only while open.
 */
export function UpgradeModal({ request, onClose, onUpgraded }: UpgradeModalProps) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const groups = useGroups();
  const upgrade = useUpgradeAccount();
  const [saving, setSaving] = useState(false);

  async function handleFinish(values: FormValues) {
    setSaving(true);
    try {
      await upgrade.mutateAsync({
        customerId: request.customer_id,
        body: {
          business_email: values.business_email.trim(),
          personal_email: request.user_email,
          groupId: values.groupId,
          profile_id: BUSINESS_PROFILE_ID,
        },
      });
      message.success({ content: T.upgraded, duration: 5 });
      onUpgraded();
    } catch (error) {
      const text = upgradeErrorText(error);
      if (error instanceof ApiError && (error.field === 'business_email' || text === T.emailTaken)) form.setFields([{ name: 'business_email', errors: [text] }]);
      if (error instanceof ApiError && error.field === 'groupId') form.setFields([{ name: 'groupId', errors: [text] }]);
      message.error(text);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={T.modalTitle(request.full_name || request.user_email)}
      okText={T.save}
      cancelText={T.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      mask={{ closable: false }}
    >
      <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={T.personalEmail}>
          <span style={{ overflowWrap: 'anywhere' }}>{request.user_email}</span>
        </Descriptions.Item>
      </Descriptions>
      <Form<FormValues> form={form} layout="vertical" initialValues={{ business_email: request.business_email }} onFinish={handleFinish} data-testid="upgrade-form">
        <Form.Item name="business_email" label={T.businessEmail} rules={RULES.business_email}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item name="groupId" label={T.group} extra={T.groupHint} required rules={RULES.groupId}>
          <Select<number>
            placeholder={T.groupPlaceholder}
            options={assignableGroups(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            loading={groups.isPending}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{T.profileNote}</Typography.Text>
    </Modal>
  );
}
