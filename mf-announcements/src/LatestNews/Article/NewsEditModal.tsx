import { useId, useState } from 'react';
import { Alert, App, Flex, Input, Modal, Typography } from 'antd';
import { errorText } from '@portal/shared/react';
import { RichTextEditor } from '../../Editor/RichTextEditor';
import { useUpdateNews } from '../api';
import { isoToLocalInput, localInputToIso } from '../logic';
import { FORM_TEXTS, NEWS_LIMITS, NEWS_TEXTS } from '../texts';
import type { NewsItem, UpdateNewsBody } from '../types';

export interface NewsEditModalProps {
  item: NewsItem;
  onClose: () => void;
}

/** Edit title, preview, body and publish date (spec doc 1 §7 update; §5: an empty publish date is not sent). */
export function NewsEditModal({ item, onClose }: NewsEditModalProps) {
  const { message } = App.useApp();
  const update = useUpdateNews();
  const [title, setTitle] = useState(item.title);
  const [preview, setPreview] = useState(item.prev_legend);
  const [body, setBody] = useState(item.full_legend);
  const [publishDate, setPublishDate] = useState(isoToLocalInput(item.publish_date));
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { title: useId(), preview: useId(), date: useId(), body: useId() };

  async function handleSave() {
    const invalid = !title.trim() || !preview.trim() ? FORM_TEXTS.fillAll : null;
    if (invalid) {
      setProblem(invalid);
      return;
    }
    const iso = localInputToIso(publishDate);
    const payload: UpdateNewsBody = { id: item.id, title: title.trim(), prev_legend: preview.trim(), full_legend: body, ...(iso ? { publish_date: iso } : {}) };
    try {
      await update.mutateAsync(payload);
      message.success(NEWS_TEXTS.updated);
      onClose();
    } catch (error) {
      setProblem(errorText(error, NEWS_TEXTS.error));
    }
  }

  return (
    <Modal
      open
      title={NEWS_TEXTS.editTitle}
      okText={NEWS_TEXTS.save}
      cancelText={NEWS_TEXTS.cancel}
      onOk={handleSave}
      onCancel={onClose}
      confirmLoading={update.isPending}
      maskClosable={!update.isPending}
      width={760}
      destroyOnHidden
    >
      <Flex vertical gap="middle">
        {problem && <Alert type="error" showIcon title={problem} role="alert" />}
        <Field id={ids.title} label={FORM_TEXTS.title}>
          <Input id={ids.title} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={NEWS_LIMITS.title} showCount />
        </Field>
        <Field id={ids.preview} label={FORM_TEXTS.preview}>
          <Input.TextArea
            id={ids.preview}
            value={preview}
            onChange={(e) => setPreview(e.target.value)}
            maxLength={NEWS_LIMITS.prev_legend}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </Field>
        <div>
          <Typography.Text strong id={ids.body}>
            {FORM_TEXTS.body}
          </Typography.Text>
          <RichTextEditor value={body} onChange={setBody} label={FORM_TEXTS.body} disabled={update.isPending} />
        </div>
        <Field id={ids.date} label={FORM_TEXTS.publishDate}>
          <Input id={ids.date} type="datetime-local" value={publishDate} onChange={(e) => setPublishDate(e.target.value)} style={{ maxWidth: 260 }} />
        </Field>
      </Flex>
    </Modal>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      {children}
    </Flex>
  );
}
