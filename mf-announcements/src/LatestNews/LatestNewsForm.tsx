import { useId, useState, type FormEvent } from 'react';
import { Alert, App, Button, Checkbox, Flex, Input, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { errorText, useIsNarrow } from '@portal/shared/react';
import { RichTextEditor } from '../Editor/RichTextEditor';
import { draftProblem, type NewsDraft } from './Form/draft';
import { MediaFields } from './Form/MediaFields';
import { UploadProgress } from './Form/UploadProgress';
import { usePublishNews } from './Form/usePublishNews';
import { formatDateTime } from '@portal/shared/time';
import { localInputToIso } from './logic';
import { FORM_TEXTS, NEWS_LIMITS } from './texts';

export interface LatestNewsFormProps {
  /** Called after a news item was created; without it the form goes to /announcements (spec doc 1 §4). */
  onDone?: () => void;
}

const EMPTY_DRAFT: NewsDraft = { title: '', preview: '', media: null, thumbnail: null };

/**
 * The composer's Latest News form (spec doc 1 §4, §5, §7): title, preview, full text, a picture or an .mp4 with
 * its thumbnail, publish date, desktop/mobile notification. Publish opens a modal that uploads (with progress)
 * and creates the item; success resets the form and goes to /announcements.
 */
export function LatestNewsForm({ onDone }: LatestNewsFormProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const narrow = useIsNarrow();
  const { publish, busy, progress, resetProgress } = usePublishNews();
  const [draft, setDraft] = useState<NewsDraft>(EMPTY_DRAFT);
  const [body, setBody] = useState('');
  const [publishDate, setPublishDate] = useState('');
  const [notifyDesktop, setNotifyDesktop] = useState(false);
  const [notifyMobile, setNotifyMobile] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { title: useId(), preview: useId(), date: useId(), dateHint: useId(), problem: useId() };

  const change = (patch: Partial<NewsDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };
  const publishIso = localInputToIso(publishDate);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = draftProblem(draft);
    setProblem(found);
    if (found) {
      message.error(found);
      return;
    }
    setFailure(null);
    resetProgress();
    setConfirming(true);
  }

  async function handleConfirm() {
    try {
      await publish(draft, { body, publishDate: publishIso || undefined, idea: false, notifyDesktop, notifyMobile });
      message.success(FORM_TEXTS.created);
      setConfirming(false);
      setDraft(EMPTY_DRAFT);
      setBody('');
      setPublishDate('');
      setNotifyDesktop(false);
      setNotifyMobile(false);
      if (onDone) onDone();
      else navigate('/announcements');
    } catch (error) {
      const text = errorText(error, FORM_TEXTS.createFailed);
      setFailure(text);
      message.error(text);
    }
  }

  const titleMissing = problem === FORM_TEXTS.fillAll && !draft.title.trim();
  const previewMissing = problem === FORM_TEXTS.fillAll && !draft.preview.trim();
  const mediaProblem = problem !== null && problem !== FORM_TEXTS.fillAll && problem !== FORM_TEXTS.titleTooLong && problem !== FORM_TEXTS.previewTooLong;

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={FORM_TEXTS.heading} data-testid="latest-news-form" style={{ maxWidth: 860, minWidth: 0 }}>
      <Flex vertical gap="middle">
        <Flex vertical gap={4}>
          <label htmlFor={ids.title}>
            <Typography.Text strong>{FORM_TEXTS.title}</Typography.Text>
          </label>
          <Input
            id={ids.title}
            value={draft.title}
            onChange={(e) => change({ title: e.target.value })}
            maxLength={NEWS_LIMITS.title}
            showCount
            status={titleMissing ? 'error' : undefined}
            aria-invalid={titleMissing || undefined}
            aria-describedby={problem ? ids.problem : undefined}
            disabled={busy}
          />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor={ids.preview}>
            <Typography.Text strong>{FORM_TEXTS.preview}</Typography.Text>
          </label>
          <Input.TextArea
            id={ids.preview}
            value={draft.preview}
            onChange={(e) => change({ preview: e.target.value })}
            maxLength={NEWS_LIMITS.prev_legend}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            status={previewMissing ? 'error' : undefined}
            aria-invalid={previewMissing || undefined}
            aria-describedby={problem ? ids.problem : undefined}
            disabled={busy}
          />
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text strong>{FORM_TEXTS.body}</Typography.Text>
          <RichTextEditor value={body} onChange={setBody} label={FORM_TEXTS.body} disabled={busy} />
        </Flex>
        <MediaFields
          media={draft.media}
          thumbnail={draft.thumbnail}
          onMedia={(media) => change({ media, thumbnail: null })}
          onThumbnail={(thumbnail) => change({ thumbnail })}
          disabled={busy}
          invalid={mediaProblem}
        />
        <Flex gap="large" wrap align="flex-end">
          <Flex vertical gap={4}>
            <label htmlFor={ids.date}>
              <Typography.Text strong>{FORM_TEXTS.publishDate}</Typography.Text>
            </label>
            <Input
              id={ids.date}
              type="datetime-local"
              value={publishDate}
              onChange={(e) => setPublishDate(e.target.value)}
              aria-describedby={ids.dateHint}
              style={{ width: narrow ? '100%' : 260 }}
              disabled={busy}
            />
            <Typography.Text type="secondary" id={ids.dateHint} style={{ fontSize: 12 }}>
              {publishIso ? FORM_TEXTS.scheduling(formatDateTime(publishIso)) : FORM_TEXTS.publishDateHint}
            </Typography.Text>
          </Flex>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 4 }}>{FORM_TEXTS.notify}</legend>
            <Flex gap="middle" wrap>
              <Checkbox checked={notifyDesktop} onChange={(e) => setNotifyDesktop(e.target.checked)} disabled={busy}>
                {FORM_TEXTS.notifyDesktop}
              </Checkbox>
              <Checkbox checked={notifyMobile} onChange={(e) => setNotifyMobile(e.target.checked)} disabled={busy}>
                {FORM_TEXTS.notifyMobile}
              </Checkbox>
            </Flex>
          </fieldset>
        </Flex>
        {problem && <Alert type="error" showIcon title={problem} role="alert" id={ids.problem} />}
        <Flex justify="flex-end">
          <Button type="primary" htmlType="submit" disabled={busy} block={narrow}>
            {FORM_TEXTS.publish}
          </Button>
        </Flex>
      </Flex>

      <Modal
        open={confirming}
        title={FORM_TEXTS.publishTitle}
        okText={FORM_TEXTS.yes}
        cancelText={FORM_TEXTS.no}
        onOk={handleConfirm}
        onCancel={() => !busy && setConfirming(false)}
        confirmLoading={busy}
        cancelButtonProps={{ disabled: busy }}
        closable={!busy}
        maskClosable={!busy}
        keyboard={!busy}
        destroyOnHidden
      >
        <Flex vertical gap="small">
          <Typography.Paragraph style={{ margin: 0 }}>{FORM_TEXTS.publishConfirm}</Typography.Paragraph>
          {publishIso && <Typography.Paragraph style={{ margin: 0 }}>{FORM_TEXTS.scheduling(formatDateTime(publishIso))}</Typography.Paragraph>}
          {busy && <Alert type="warning" showIcon title={FORM_TEXTS.uploading} role="status" />}
          <UploadProgress progress={progress} />
          {failure && !busy && <Alert type="error" showIcon title={failure} role="alert" />}
        </Flex>
      </Modal>
    </form>
  );
}
