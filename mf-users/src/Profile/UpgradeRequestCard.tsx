import { Alert, App, Button, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { formatShortDate, upgradeRequestBody } from '@portal/shared';
import { ApiError, errorText } from '@portal/shared/react';
import { useMyUpgradeRequest, useRequestUpgrade } from '../AccountUpgrades';
import { PROFILE_TEXTS } from './texts';
import { QueryError, formRules } from '@portal/shared/pages';

const T = PROFILE_TEXTS.upgrade;

// the api's rule and message ('Need a company email to be upgraded')
const RULES = formRules(upgradeRequestBody.shape);

/** For personal and partner accounts: ask to move to a company email, or see the request that waits. */
export function UpgradeRequestCard() {
  const [form] = Form.useForm<{ business_email: string }>();
  const { message } = App.useApp();
  const mine = useMyUpgradeRequest();
  const request = useRequestUpgrade();

  async function handleFinish({ business_email }: { business_email: string }) {
    try {
      await request.mutateAsync({ business_email: business_email.trim() });
      message.success(T.requested);
    } catch (error) {
      const text = errorText(error, T.failed);
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) form.setFields([{ name: 'business_email', errors: [text] }]);
      message.error(text);
    }
  }

  if (mine.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (mine.isError) {
    return <QueryError query={mine} fallback={T.loadFailed} type="warning" />;
  }
  if (mine.data) return <Alert type="info" showIcon title={T.pending(mine.data.business_email, formatShortDate(mine.data.createdAt))} data-testid="upgrade-pending" />;

  return (
    <Flex vertical gap="small">
      <Typography.Paragraph style={{ margin: 0 }}>{T.intro}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={handleFinish} data-testid="upgrade-request-form">
        <Form.Item name="business_email" label={T.businessEmail} rules={RULES.business_email}>
          <Input type="email" autoComplete="email" style={{ maxWidth: 420 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={request.isPending}>
          {T.submit}
        </Button>
      </Form>
    </Flex>
  );
}
