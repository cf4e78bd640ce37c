import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Result, Row, Select, Typography } from 'antd';
import { api, ApiError } from '@portal/shared/react';
import { registerBody } from '@portal/shared';
import { TEXTS } from '../texts';
import '../auth/auth.css';

interface RegisterValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  phone_number: string;
  location_id?: number;
}

type FieldName = keyof RegisterValues;
const FIELDS: FieldName[] = ['first_name', 'last_name', 'email', 'password', 'phone_number', 'location_id'];

interface LocationOption {
  id: number;
  display_name: string;
}

export function useRegistrationLocations() {
  return useQuery({
    queryKey: ['auth', 'locations'],
    queryFn: () => api.get<{ results: LocationOption[] }>('/auth/locations', { auth: false }).then((r) => r.results),
    staleTime: 10 * 60_000,
  });
}

export function Register() {
  const [form] = Form.useForm<RegisterValues>();
  const locations = useRegistrationLocations();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async () => {
    setError(null);
    const values = form.getFieldsValue(true) as Partial<RegisterValues>;
    const parsed = registerBody.safeParse({
      first_name: values.first_name ?? '',
      last_name: values.last_name ?? '',
      email: values.email ?? '',
      password: values.password ?? '',
      phone_number: values.phone_number ?? '',
      location_id: values.location_id ?? 0,
    });
    // show every field's own message (the shared zod schema the api validates with too)
    const messages = new Map<FieldName, string[]>();
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        if (!messages.has(field)) messages.set(field, [issue.message]);
      }
    }
    form.setFields(FIELDS.map((name) => ({ name, errors: messages.get(name) ?? [] })));
    if (!parsed.success) return;
    setSubmitting(true);
    try {
      const res = await api.post<{ message: string }>('/auth/register', parsed.data, { auth: false });
      setDone(res?.message ?? TEXTS.register.done);
    } catch (e) {
      if (e instanceof ApiError && e.field && FIELDS.includes(e.field as FieldName)) {
        form.setFields([{ name: e.field as FieldName, errors: [e.message] }]);
      }
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <main className="portal-auth">
        <Card className="portal-auth__card portal-auth__card--wide">
          <Result status="success" title={TEXTS.register.done} subTitle={<span role="status">{done}</span>} extra={<Link to="/signin">{TEXTS.register.signIn}</Link>} />
        </Card>
      </main>
    );
  }

  return (
    <main className="portal-auth">
      <Card className="portal-auth__card portal-auth__card--wide">
        <Typography.Title level={1} className="portal-auth__title">
          {TEXTS.register.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{TEXTS.register.subtitle}</Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} role="alert" className="portal-auth__alert" />}
        <Form<RegisterValues> form={form} layout="vertical" onFinish={handleSubmit} requiredMark={false} noValidate>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item label={TEXTS.register.firstName} name="first_name">
                <Input autoComplete="given-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={TEXTS.register.lastName} name="last_name">
                <Input autoComplete="family-name" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={TEXTS.register.email} name="email">
            <Input type="email" autoComplete="email" />
          </Form.Item>
          <Form.Item label={TEXTS.register.password} name="password" extra={TEXTS.register.passwordHint}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item label={TEXTS.register.phone} name="phone_number">
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item label={TEXTS.register.location} name="location_id" extra={locations.isError ? TEXTS.register.locationsFailed : undefined}>
            <Select
              placeholder={TEXTS.register.locationPlaceholder}
              loading={locations.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.display_name }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {TEXTS.register.submit}
          </Button>
        </Form>
        <p className="portal-auth__footer">
          {TEXTS.register.haveAccount} {/* underlined: a link inside a sentence must not rely on colour alone (WCAG 1.4.1) */}
          <Link to="/signin" style={{ textDecoration: 'underline' }}>
            {TEXTS.register.signIn}
          </Link>
        </p>
      </Card>
    </main>
  );
}
