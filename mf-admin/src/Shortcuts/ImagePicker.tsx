import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex, Typography } from 'antd';
import { SHORTCUT_IMAGE, SHORTCUT_MESSAGES as M, imageKindOf, imageSizeOf, imageUploadProblem, isShortcutImageSize, type UploadedFile } from '@portal/shared';
import { readFileAsDataUrl } from '@portal/shared/react';
import { SHORTCUT_TEXTS } from './texts';

/** An image of the form: the one the shortcut already has, a newly picked file, or none. */
export type ImageValue = { kind: 'stored'; url: string } | { kind: 'new'; file: UploadedFile; preview: string } | null;

function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Spec 5, 9: a square .jpg / .png of 200x200 px under 2 MB, checked from the file's bytes before it is sent (the
 * api checks the same way again).
 */
export async function checkPickedImage(file: File): Promise<{ ok: true; value: ImageValue } | { ok: false; error: string }> {
  const head = await readBytes(file.slice(0, 64 * 1024));
  // strictly under 2 MB, and the size before the type, as the api checks
  const problem = imageUploadProblem(file, { maxBytes: SHORTCUT_IMAGE.maxBytes - 1, sniffed: imageKindOf(head), sizeFirst: true });
  if (problem) return { ok: false, error: problem === 'size' ? M.imageTooLarge : M.imageType };
  const size = imageSizeOf(head);
  if (!size || !isShortcutImageSize(size.width, size.height)) return { ok: false, error: M.imageSize };
  const data = await readFileAsDataUrl(file);
  return { ok: true, value: { kind: 'new', file: { data, type: file.type, name: file.name }, preview: data } };
}

export interface ImagePickerProps {
  label: string;
  value: ImageValue;
  onChange(value: ImageValue): void;
  required?: boolean;
  /** the error the server gave for this field */
  serverError?: string | null;
  testId: string;
}

export function ImagePicker({ label, value, onChange, required, serverError, testId }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const preview = value?.kind === 'stored' ? value.url : value?.kind === 'new' ? value.preview : null;
  const shown = error ?? serverError ?? null;

  async function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again after a fix
    if (!file) return;
    const checked = await checkPickedImage(file);
    if (checked.ok) {
      setError(null);
      onChange(checked.value);
    } else setError(checked.error);
  }

  return (
    <div className="mfadmin-image-picker" data-testid={testId}>
      <label htmlFor={id} className="mfadmin-image-picker__label">
        {required && (
          <span aria-hidden="true" className="mfadmin-required">
            *{' '}
          </span>
        )}
        {label}
      </label>
      <Flex gap="middle" align="center" wrap>
        <div className="mfadmin-image-picker__preview">
          {preview ? <img src={preview} alt={`${label} preview`} width={64} height={64} /> : <span>{SHORTCUT_TEXTS.noImage}</span>}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={SHORTCUT_IMAGE.accept}
          className="mfadmin-visually-hidden"
          onChange={handlePick}
          aria-describedby={`${id}-hint`}
          aria-invalid={shown ? true : undefined}
        />
        <Button onClick={() => input.current?.click()}>{preview ? SHORTCUT_TEXTS.form.replaceImage : SHORTCUT_TEXTS.form.chooseImage}</Button>
        {preview && !required && (
          <Button
            danger
            type="text"
            onClick={() => {
              setError(null);
              onChange(null);
            }}
          >
            {SHORTCUT_TEXTS.form.removeImage}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary" id={`${id}-hint`} style={{ display: 'block', fontSize: 12 }}>
        {SHORTCUT_TEXTS.form.imageHint}
      </Typography.Text>
      {shown && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {shown}
        </Typography.Text>
      )}
    </div>
  );
}
