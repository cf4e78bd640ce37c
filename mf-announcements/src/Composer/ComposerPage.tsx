import { Flex, Menu, Select, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useIsNarrow } from '@portal/shared/react';
import { LatestNewsForm } from '../LatestNews';
import { COMPOSER_TEXTS } from '../texts';
import { AnnouncementForm } from './AnnouncementForm';
import { NewsletterForm } from './NewsletterForm';

export const COMPOSER_FORMS = [
  { key: 'latest-news', label: COMPOSER_TEXTS.forms.latestNews },
  { key: 'home-users', label: COMPOSER_TEXTS.forms.homeUsers },
  { key: 'payroll-contacts', label: COMPOSER_TEXTS.forms.payrollContacts },
  { key: 'benefits', label: COMPOSER_TEXTS.forms.benefits },
  { key: 'newsletter', label: COMPOSER_TEXTS.forms.newsletter },
] as const;
type FormKey = (typeof COMPOSER_FORMS)[number]['key'];

const isFormKey = (value: string | null): value is FormKey => COMPOSER_FORMS.some((f) => f.key === value);

/**
 * /announcements/new (announcements add): a left sidebar with the five forms of spec 2.7; Latest News is the
 * default. The chosen form is kept in `?form=` (so a reload stays on it); under 700 px the sidebar is a select.
 */
export function ComposerPage() {
  const narrow = useIsNarrow();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('form');
  const active: FormKey = isFormKey(asked) ? asked : 'latest-news';
  const title = COMPOSER_FORMS.find((f) => f.key === active)!.label;

  function handleChoose(key: string) {
    setParams(key === 'latest-news' ? {} : { form: key }, { replace: true });
  }

  const form =
    active === 'latest-news' ? (
      <LatestNewsForm onDone={() => navigate('/announcements')} />
    ) : active === 'home-users' ? (
      <AnnouncementForm key="homeUsers" variant="homeUsers" />
    ) : active === 'payroll-contacts' ? (
      <AnnouncementForm key="payroll" variant="payroll" />
    ) : active === 'benefits' ? (
      <AnnouncementForm key="benefits" variant="benefits" />
    ) : (
      <NewsletterForm />
    );

  return (
    <Flex vertical gap="middle" style={{ padding: narrow ? 8 : 16, minWidth: 0 }} data-testid="composer">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {COMPOSER_TEXTS.title}
      </Typography.Title>
      <Flex vertical={narrow} gap="large" align="start" style={{ minWidth: 0 }}>
        <nav aria-label={COMPOSER_TEXTS.formsNav} style={{ width: narrow ? '100%' : 240, flex: 'none' }}>
          {narrow ? (
            <Select
              aria-label={COMPOSER_TEXTS.formsNav}
              value={active}
              onChange={handleChoose}
              style={{ width: '100%' }}
              options={COMPOSER_FORMS.map((f) => ({ value: f.key, label: f.label }))}
            />
          ) : (
            <Menu mode="inline" selectedKeys={[active]} onClick={({ key }) => handleChoose(key)} items={COMPOSER_FORMS.map((f) => ({ key: f.key, label: f.label }))} />
          )}
        </nav>
        <section aria-labelledby="composer-form-title" style={{ flex: 1, minWidth: 0, width: narrow ? '100%' : undefined }}>
          <Typography.Title level={3} id="composer-form-title" style={{ marginTop: 0 }}>
            {title}
          </Typography.Title>
          {form}
        </section>
      </Flex>
    </Flex>
  );
}
