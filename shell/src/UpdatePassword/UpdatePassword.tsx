import { useState } from 'react';
import { Alert, Button, Form, Input, message, Modal, Typography } from 'antd';
import { api } from '@portal/shared/react';
import { PASSWORD_MIN, type SessionTokens } from '@portal/shared/core';
import { acceptTokens } from '../auth/session';
import { TEXTS } from '../texts';

// antd's static message (themed by shell/src/antd/AntdRoot): it outlives this screen, which the next step unmounts

export interface UpdatePasswordProps {
  userId: number;
  open: boolean;
}

interface Values {
  password: string;
  confirm: string;
}

/** Checks of the spec (5, "Temporary password"), in its order: length, then match. */
export function validateNewPassword(password: string, confirm: string): string | null {
  if ((password ?? '').length < PASSWORD_MIN) return TEXTS.password.tooShort;
  if (password !== confirm) return TEXTS.password.mismatch;
  return null;
}

/** Blocking overlay while the token says password_expired; it closes only when the change succeeds. */
export function UpdatePassword({ userId, open }: UpdatePasswordProps) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleFinish = async (values: Values) => {
    const problem = validateNewPassword(values.password, values.confirm);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      const tokens = await api.post<SessionTokens>('/accounts/change/password_temporary', { id: userId, password: values.password });
      await acceptTokens(tokens);
      form.resetFields();
      message.success(TEXTS.password.done);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal open={open} title={TEXTS.password.title} closable={false} keyboard={false} mask={{ closable: false }} footer={null} destroyOnHidden centered>
      <Typography.Paragraph>{TEXTS.password.intro}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" onFinish={handleFinish} requiredMark={false}>
        <Form.Item label={TEXTS.password.newPassword} name="password">
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item label={TEXTS.password.confirm} name="confirm">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {TEXTS.password.submit}
        </Button>
      </Form>
    </Modal>
  );
}
