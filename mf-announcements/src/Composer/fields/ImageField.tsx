import { useId, useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { COMPOSER_TEXTS } from '../../texts';
import { readPickedFile, type PickedFile } from '../files';
import { imageProblem } from '../validation';

export interface ImageFieldProps {
  value: PickedFile | null;
  onChange: (file: PickedFile | null) => void;
  disabled?: boolean;
}

/** Picture: .jpg/.png under 4 MB with the spec's hint; a wrong file is refused with a message and not kept. */
export function ImageField({ value, onChange, disabled }: ImageFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  async function handlePick(file: File | undefined) {
    if (!file) return;
    const problem = imageProblem(file);
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
        {COMPOSER_TEXTS.image}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        disabled={disabled}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => void handlePick(e.target.files?.[0])}
      />
      <Typography.Text type="secondary" id={`${id}-hint`}>
        {COMPOSER_TEXTS.imageHint}
      </Typography.Text>
      {error && (
        <Typography.Text type="danger" id={`${id}-error`} role="alert">
          {error}
        </Typography.Text>
      )}
      {value && (
        <Flex align="center" gap="small" wrap>
          <img src={value.dataUrl} alt="" width={96} style={{ maxHeight: 96, objectFit: 'contain', borderRadius: 4 }} />
          <Typography.Text style={{ overflowWrap: 'anywhere' }}>{value.name}</Typography.Text>
          <Button size="small" onClick={() => onChange(null)} disabled={disabled}>
            {COMPOSER_TEXTS.removeImage}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
