import { Flex, Progress, Typography } from 'antd';
import { FORM_TEXTS } from '../texts';

const SLOT_LABELS = { image: 'image', video: 'video', thumbnail: 'thumbnail' } as const;

/** One bar per file going up (publish modal). */
export function UploadProgress({ progress }: { progress: Partial<Record<keyof typeof SLOT_LABELS, number>> }) {
  const entries = Object.entries(progress) as [keyof typeof SLOT_LABELS, number][];
  if (entries.length === 0) return null;
  return (
    <Flex vertical gap={4}>
      {entries.map(([slot, percent]) => (
        <Flex key={slot} vertical>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {FORM_TEXTS.uploadProgress(SLOT_LABELS[slot])}
          </Typography.Text>
          <Progress percent={percent} size="small" aria-label={FORM_TEXTS.uploadProgress(SLOT_LABELS[slot])} />
        </Flex>
      ))}
    </Flex>
  );
}
