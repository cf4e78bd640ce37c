import { useId, useState } from 'react';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { errorText, useNotifier } from '@portal/shared/react';
import { draftProblem, type NewsDraft } from '../Form/draft';
import { MediaFields } from '../Form/MediaFields';
import { usePublishNews } from '../Form/usePublishNews';
import { FORM_TEXTS, IDEA_TEXTS, NEWS_LIMITS } from '../texts';

const EMPTY: NewsDraft = { title: '', preview: '', media: null, thumbnail: null };

/** The idea form (antd): loaded only when the user opens it, so the home page's first screen stays antd-free. */
export default function IdeaModal({ onClose }: { onClose: () => void }) {
  // the notifier (antd's static message), not App.useApp(): the App holder lives in the widget's AntdBoundary,
  // which unmounts with this modal on close and would take the 'created' message with it
  const notifier = useNotifier();
  const { publish, busy, progress } = usePublishNews();
  const [draft, setDraft] = useState<NewsDraft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { title: useId(), preview: useId(), problem: useId() };
  const change = (patch: Partial<NewsDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setProblem(null);
  };

  async function handleSubmit() {
    const found = draftProblem(draft);
    setProblem(found);
    if (found) return;
    try {
      await publish(draft, { idea: true });
      notifier.success(IDEA_TEXTS.sent);
      onClose();
    } catch (error) {
      setProblem(errorText(error, IDEA_TEXTS.failed));
    }
  }

  return (
    <Modal
      open
      title={IDEA_TEXTS.title}
      okText={IDEA_TEXTS.submit}
      cancelText={IDEA_TEXTS.cancel}
      onOk={handleSubmit}
      onCancel={() => !busy && onClose()}
      confirmLoading={busy}
      cancelButtonProps={{ disabled: busy }}
      closable={!busy}
      maskClosable={!busy}
      keyboard={!busy}
    >
      <Flex vertical gap="middle" data-testid="idea-form">
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
            disabled={busy}
            aria-describedby={problem ? ids.problem : undefined}
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
            disabled={busy}
            aria-describedby={problem ? ids.problem : undefined}
          />
        </Flex>
        <MediaFields
          media={draft.media}
          thumbnail={draft.thumbnail}
          onMedia={(media) => change({ media, thumbnail: null })}
          onThumbnail={(thumbnail) => change({ thumbnail })}
          disabled={busy}
          progress={progress}
          invalid={problem !== null && problem !== FORM_TEXTS.fillAll}
        />
        {busy && <Alert type="warning" showIcon title={FORM_TEXTS.uploading} role="status" />}
        {problem && <Alert type="error" showIcon title={problem} role="alert" id={ids.problem} />}
      </Flex>
    </Modal>
  );
}
