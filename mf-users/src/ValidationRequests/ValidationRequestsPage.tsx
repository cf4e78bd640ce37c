import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Account } from '@portal/shared';
import { usePermission, useIsNarrow } from '@portal/shared/react';
import { AccountUpgradeList } from '../AccountUpgrades';
import { useValidationRequests } from './api';
import { VALIDATION_TEXTS } from './texts';
import { QueryError } from '@portal/shared/pages';

interface RowsProps {
  title: string;
  accounts: Account[];
  canValidate: boolean;
  narrow: boolean;
  testId: string;
}

/** One sub-group: email and name per row, 'Validate user' when the viewer may validate. */
function AccountRows({ title, accounts, canValidate, narrow, testId }: RowsProps) {
  const navigate = useNavigate();
  const headingId = `${testId}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <Typography.Title level={4} id={headingId} style={{ marginTop: 0 }}>
        {title} <Typography.Text type="secondary">({accounts.length})</Typography.Text>
      </Typography.Title>
      {accounts.length === 0 ? (
        <Typography.Text type="secondary">{VALIDATION_TEXTS.noneInGroup}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {accounts.map((account) => (
            <li key={account.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
              <Flex vertical={narrow} gap="small" justify="space-between" align={narrow ? 'stretch' : 'center'}>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                    {account.email}
                  </Typography.Text>
                  {account.full_name || account.first_name || account.last_name ? (
                    <Typography.Text type="secondary">{account.full_name || `${account.first_name ?? ''} ${account.last_name ?? ''}`.trim()}</Typography.Text>
                  ) : null}
                </Flex>
                {canValidate && (
                  <Button type="primary" block={narrow} aria-label={VALIDATION_TEXTS.validateLabel(account.email)} onClick={() => navigate(`/user/${account.id}`)}>
                    {VALIDATION_TEXTS.validate}
                  </Button>
                )}
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /user: unverified accounts in the spec's four sub-groups (spec 2.1), and the account upgrades. */
export function ValidationRequestsPage() {
  const canValidate = usePermission('user_validation', 'add');
  const requests = useValidationRequests();
  const narrow = useIsNarrow();
  const data = requests.data;

  function body(kind: 'employees' | 'partners') {
    if (requests.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
    if (!data) return null;
    const [first, second] =
      kind === 'employees'
        ? ([
            [VALIDATION_TEXTS.employee, data.employees.employee, 'employee'],
            [VALIDATION_TEXTS.companyEmail, data.employees.companyEmail, 'company-email'],
          ] as const)
        : ([
            [VALIDATION_TEXTS.partner, data.partners.partner, 'partner'],
            [VALIDATION_TEXTS.nonCompanyEmail, data.partners.nonCompanyEmail, 'non-company-email'],
          ] as const);
    if (first[1].length === 0 && second[1].length === 0) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={kind === 'employees' ? VALIDATION_TEXTS.noEmployees : VALIDATION_TEXTS.noPartners} />;
    }
    return (
      <Flex vertical gap="large">
        {[first, second].map(([title, accounts, testId]) => (
          <AccountRows key={testId} title={title} accounts={accounts} canValidate={canValidate} narrow={narrow} testId={`group-${testId}`} />
        ))}
      </Flex>
    );
  }

  return (
    <Flex vertical gap="middle" style={{ padding: narrow ? 8 : 16, minWidth: 0 }} data-testid="validation-requests-page">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {VALIDATION_TEXTS.title}
      </Typography.Title>

      {requests.isError && <QueryError query={requests} fallback={VALIDATION_TEXTS.loadFailed} />}

      {!requests.isError && (
        <>
          <Card title={<h3 style={{ margin: 0 }}>{VALIDATION_TEXTS.employees}</h3>} data-testid="section-employees">
            {body('employees')}
          </Card>
          <Card title={<h3 style={{ margin: 0 }}>{VALIDATION_TEXTS.partners}</h3>} data-testid="section-partners">
            {body('partners')}
          </Card>
        </>
      )}

      <Card title={<h3 style={{ margin: 0 }}>{VALIDATION_TEXTS.upgrades}</h3>} data-testid="section-upgrades">
        <AccountUpgradeList />
      </Card>
    </Flex>
  );
}
