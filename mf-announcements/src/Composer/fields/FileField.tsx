import { useId, useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { IMAGE_UPLOAD_ACCEPT } from '@portal/shared';
import { COMPOSER_TEXTS } from '../../texts';
import { readPickedFile, type PickedFile } from '../files';
import { attachmentProblem, imageProblem } from '../validation';

export interface FileFieldProps {
  value: PickedFile | null;
  onChange: (file: PickedFile | null) => void;
  disabled?: boolean;
}

interface FileFieldKind {
  label: string;
  removeLabel: string;
  /** what is wrong with a picked file, or null */
  problem: (file: File) => string | null;
  accept?: string;
  hint?: string;
  /** show the picked picture */
  preview?: boolean;
}

/** One file picker: a wrong file is refused with a message and not kept; the picked one can be removed. */
function FileField({ value, onChange, disabled, kind }: FileFieldProps & { kind: FileFieldKind }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  async function handlePick(file: File | undefined) {
    if (!file) return;
    const problem = kind.problem(file);
    if (input.current) input.current.value = '';
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    onChange(await readPickedFile(file));
  }

  const describedBy = [kind.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <Flex vertical gap={4}>
      <label htmlFor={id} style={{ fontWeight: 500 }}>
        {kind.label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={kind.accept}
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => void handlePick(e.target.files?.[0])}
      />
      {kind.hint && (
        <Typography.Text type="secondary" id={`${id}-hint`}>
          {kind.hint}
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" id={`${id}-error`} role="alert">
          {error}
        </Typography.Text>
      )}
      {value && (
        <Flex align="center" gap="small" wrap>
          {kind.preview && <img src={value.dataUrl} alt="" width={96} style={{ maxHeight: 96, objectFit: 'contain', borderRadius: 4 }} />}
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{value.name}</Typography.Text>
          <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
            {kind.removeLabel}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}

const IMAGE: FileFieldKind = {
  label: COMPOSER_TEXTS.image,
  removeLabel: COMPOSER_TEXTS.removeImage,
  problem: imageProblem,
  accept: IMAGE_UPLOAD_ACCEPT,
  hint: COMPOSER_TEXTS.imageHint,
  preview: true,
};

const ATTACHMENT: FileFieldKind = {
  label: COMPOSER_TEXTS.attachment,
  removeLabel: COMPOSER_TEXTS.removeAttachment,
  problem: attachmentProblem,
};

/** Picture: .jpg/.png under 4 MB with the spec's hint. */
export function ImageField(props: FileFieldProps) {
  return <FileField {...props} kind={IMAGE} />;
}

/** Attachment (spec: "attachments allowed"): any document; readers download it from the announcement. */
export function AttachmentField(props: FileFieldProps) {
  return <FileField {...props} kind={ATTACHMENT} />;
}
