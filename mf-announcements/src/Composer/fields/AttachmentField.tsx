import { useId, useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { COMPOSER_TEXTS } from '../../texts';
import { readPickedFile, type PickedFile } from '../files';
import { attachmentProblem } from '../validation';

export interface AttachmentFieldProps {
  value: PickedFile | null;
  onChange: (file: PickedFile | null) => void;
  disabled?: boolean;
}

/** Attachment (spec: "attachments allowed"): any document; readers download it from the announcement. */
export function AttachmentField({ value, onChange, disabled }: AttachmentFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  async function handlePick(file: File | undefined) {
    if (!file) return;
    const problem = attachmentProblem(file);
    if (input.current) input.current.value = '';
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    onChange(await readPickedFile(file));
  }

  return (
    <Flex vertical gap={4}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {COMPOSER_TEXTS.attachment}
      </label>
      <input ref={input} id={id} type="file" disabled={disabled} aria-invalid={error ? true : undefined} onChange={(e) => void handlePick(e.target.files?.[0])} />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      {value && (
        <Flex align="center" gap="small" wrap>
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{value.name}</Typography.Text>
          <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
            {COMPOSER_TEXTS.removeAttachment}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
