import { lazy, Suspense, useId, useRef, useState } from 'react';
import { App, Button, Flex, Modal, Select, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorText, uploadWithProgress } from '@portal/shared/react';
import { formatShortDate } from '@portal/shared';
import { announcementKeys } from '../queries/api';
import type { NewsletterDraft } from '../queries/types';
import type { EmailDesignerHandle } from '../Editor/EmailDesigner';
import { COMPOSER_TEXTS } from '../texts';
import { localInputToIso, PublishDateField, SubjectField, UploadNotice } from './fields/CommonFields';
import { TestEmails } from './fields/TestEmails';
import { validateAnnouncement } from './validation';

const EmailDesigner = lazy(() => import('../Editor/EmailDesigner').then((m) => ({ default: m.EmailDesigner })));

const draftKeys = { all: ['newsletter-drafts'] as const };

function useDrafts() {
  return useQuery({
    queryKey: draftKeys.all,
    queryFn: ({ signal }) => api.get<{ results: unknown }>('/newsletter-schedule/all', { signal }).then((r) => (Array.isArray(r.results) ? (r.results as NewsletterDraft[]) : [])),
  });
}

/** ISO → the `datetime-local` input's value in the browser's zone. */
function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * Newsletter (spec 2.7, 4): designed in the email designer; drafts can be saved ('Save Draft') and, once one is
 * chosen, updated ('Update Draft'), with a target date; a test goes to the listed addresses; Send publishes it.
 */
export function NewsletterForm() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const drafts = useDrafts();
  const designer = useRef<EmailDesignerHandle>(null);
  const draftSelectId = useId();
  const [draftId, setDraftId] = useState<number | null>(null);
  const [subject, setSubject] = useState('');
  const [targetDate, setTargetDate] = useState('');
  const [designerReady, setDesignerReady] = useState(false);
  const [subjectError, setSubjectError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmHtml, setConfirmHtml] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const busy = progress !== undefined || saving;

  function handleChooseDraft(id: number | null) {
    setDraftId(id);
    const draft = drafts.data?.find((d) => d.id === id);
    setSubject(draft?.subject ?? '');
    setTargetDate(isoToLocalInput(draft?.target_date ?? null));
    if (draft) designer.current?.loadDesign(draft.draft);
  }

  async function exportDesign() {
    if (!designer.current || !designerReady) {
      void message.error(COMPOSER_TEXTS.designerNeeded);
      return null;
    }
    try {
      return await designer.current.exportHtml();
    } catch (e) {
      void message.error(COMPOSER_TEXTS.htmlError(e instanceof Error ? e.message : String(e)));
      return null;
    }
  }

  function checkSubject(): boolean {
    const problem = validateAnnouncement({ hasAudience: true, subject, body: '<p>x</p>', sms: false, smsText: '' });
    setSubjectError(problem?.message ?? null);
    if (problem) void message.error(problem.message);
    return !problem;
  }

  async function handleSaveDraft() {
    const exported = await exportDesign();
    if (!exported) return;
    setSaving(true);
    try {
      const body = { draft: exported.design, subject: subject.trim(), target_date: localInputToIso(targetDate) };
      if (draftId === null) {
        const res = await api.post<{ results: NewsletterDraft }>('/newsletter-schedule/create', body);
        setDraftId(res.results.id);
        void message.success(COMPOSER_TEXTS.draftSaved);
      } else {
        await api.put('/newsletter-schedule/update', { ...body, id: draftId });
        void message.success(COMPOSER_TEXTS.draftUpdated);
      }
      await client.invalidateQueries({ queryKey: draftKeys.all });
    } catch (e) {
      void message.error(errorText(e, COMPOSER_TEXTS.error));
    } finally {
      setSaving(false);
    }
  }

  async function handleSendTest(emails: string[]) {
    if (!checkSubject()) return;
    const exported = await exportDesign();
    if (!exported) return;
    try {
      await api.post(
        '/newsletter-schedule/send-email-test',
        { draft: exported.design, html: exported.html, subject: subject.trim(), users: emails, id: draftId },
        { timeoutMs: 0 },
      );
      void message.success(COMPOSER_TEXTS.emailSent);
    } catch (e) {
      void message.error(errorText(e, COMPOSER_TEXTS.error));
    }
  }

  async function handleSend() {
    if (!checkSubject()) return;
    const exported = await exportDesign();
    if (exported) setConfirmHtml(exported.html);
  }

  async function handleConfirm() {
    const html = confirmHtml;
    setConfirmHtml(null);
    if (html === null) return;
    setProgress(null);
    try {
      await uploadWithProgress(
        'POST',
        '/announcements/newsletter',
        { subject: subject.trim(), info: html, draft_id: draftId, createdAt: localInputToIso(targetDate) },
        { onProgress: setProgress },
      );
      void message.success(COMPOSER_TEXTS.created);
      setDraftId(null);
      setSubject('');
      setTargetDate('');
      await client.invalidateQueries({ queryKey: announcementKeys.all });
      navigate('/announcements');
    } catch (e) {
      void message.error(errorText(e, COMPOSER_TEXTS.error));
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <Flex vertical gap="middle" data-testid="form-newsletter">
      <Flex vertical gap={4}>
        <label htmlFor={draftSelectId} style={{ fontWeight: 500 }}>
          {COMPOSER_TEXTS.draft}
        </label>
        <Select<number | null>
          id={draftSelectId}
          value={draftId}
          loading={drafts.isPending}
          disabled={busy}
          onChange={handleChooseDraft}
          style={{ maxWidth: 420 }}
          options={[
            { value: null, label: COMPOSER_TEXTS.newDraft },
            ...(drafts.data ?? []).map((d) => ({
              value: d.id,
              label: `${d.subject || '—'}${d.target_date ? ` (${formatShortDate(d.target_date)})` : ''}`,
            })),
          ]}
        />
        {drafts.isError && <Typography.Text type="danger">{errorText(drafts.error, COMPOSER_TEXTS.error)}</Typography.Text>}
      </Flex>
      <SubjectField value={subject} onChange={setSubject} error={subjectError} disabled={busy} />
      <PublishDateField value={targetDate} onChange={setTargetDate} disabled={busy} label={COMPOSER_TEXTS.targetDate} />
      <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} />}>
        <EmailDesigner ref={designer} initialDesign={drafts.data?.find((d) => d.id === draftId)?.draft} onStatusChange={setDesignerReady} />
      </Suspense>
      <TestEmails onSend={handleSendTest} disabled={busy || !designerReady} />
      {progress !== undefined && <UploadNotice percent={progress} />}
      <Flex gap="small" wrap>
        <Button onClick={() => void handleSaveDraft()} disabled={busy || !designerReady} loading={saving}>
          {draftId === null ? COMPOSER_TEXTS.saveDraft : COMPOSER_TEXTS.updateDraft}
        </Button>
        <Button type="primary" onClick={() => void handleSend()} disabled={busy || !designerReady}>
          {COMPOSER_TEXTS.send}
        </Button>
      </Flex>
      <Modal
        open={confirmHtml !== null}
        title={COMPOSER_TEXTS.confirmTitle}
        onCancel={() => setConfirmHtml(null)}
        footer={[
          <Button key="no" onClick={() => setConfirmHtml(null)}>
            {COMPOSER_TEXTS.no}
          </Button>,
          <Button key="yes" type="primary" onClick={() => void handleConfirm()}>
            {COMPOSER_TEXTS.yes}
          </Button>,
        ]}
      >
        {COMPOSER_TEXTS.confirmText}
      </Modal>
    </Flex>
  );
}
