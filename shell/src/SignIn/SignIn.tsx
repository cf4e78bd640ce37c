import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { api, ApiError } from '@portal/shared/react';
import { AUTH_MESSAGES, type SessionTokens } from '@portal/shared/core';
import { acceptTokens, useSessionStatus } from '../auth/session';
import { TEXTS } from '../texts';
import '../auth/auth.css';

interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

/** The message a failed sign-in shows: the server's own words, with the spec's texts as fallback. */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : AUTH_MESSAGES.invalidCredentials;
  // 'HTTP_ERROR': the answer had no error body (a proxy, an old server)
  if (error.status === 429 && error.code === 'HTTP_ERROR') return AUTH_MESSAGES.tooManyAttempts;
  if (error.status === 401 && error.code === 'HTTP_ERROR') return AUTH_MESSAGES.invalidCredentials;
  return error.message;
}

export function SignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = useSessionStatus((s) => s.notice);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const from = (location.state as { from?: string } | null)?.from;

  const handleFinish = async (values: SignInValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const tokens = await api.post<SessionTokens>('/auth/signin', { email: values.email.trim(), password: values.password, remember: values.remember }, { auth: false });
      await acceptTokens(tokens);
      navigate(from && from !== '/signin' ? from : '/', { replace: true });
    } catch (e) {
      setError(signInErrorMessage(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="portal-auth">
      <Card className="portal-auth__card">
        <Typography.Title level={1} className="portal-auth__title">
          {TEXTS.signIn.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{TEXTS.signIn.subtitle}</Typography.Paragraph>
        {notice === 'expired' && !error && <Alert type="info" showIcon title={TEXTS.signIn.sessionExpired} className="portal-auth__alert" />}
        {error && <Alert type="error" showIcon title={error} role="alert" className="portal-auth__alert" />}
        <Form<SignInValues> layout="vertical" initialValues={{ remember: false }} onFinish={handleFinish} requiredMark={false}>
          <Form.Item label={TEXTS.signIn.email} name="email" rules={[{ required: true, message: TEXTS.signIn.emailRequired }]}>
            <Input type="email" autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label={TEXTS.signIn.password} name="password" rules={[{ required: true, message: TEXTS.signIn.passwordRequired }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>{TEXTS.signIn.remember}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {TEXTS.signIn.submit}
          </Button>
        </Form>
        <p className="portal-auth__footer">
          {TEXTS.signIn.noAccount} <Link to="/register">{TEXTS.signIn.register}</Link>
        </p>
      </Card>
    </main>
  );
}
