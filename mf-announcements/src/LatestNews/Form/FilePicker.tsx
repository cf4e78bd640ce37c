import { useId, useRef } from 'react';
import { Button, Flex, Progress, Typography } from 'antd';
import { SR_ONLY } from '../srOnly';
import { FORM_TEXTS } from '../texts';

export interface FilePickerProps {
  /** accessible name of the file input (what Playwright and screen readers find) */
  label: string;
  buttonText: string;
  hint: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** 0–100 while this file uploads */
  progress?: number;
  invalid?: boolean;
}

/** One file: a labelled native input behind a button, the chosen name and size, remove, upload progress. */
export function FilePicker({ label, buttonText, hint, accept, file, onChange, disabled, progress, invalid }: FilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  return (
    <Flex vertical gap={4}>
      <label htmlFor={inputId}>
        <Typography.Text strong>{label}</Typography.Text>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept}
        tabIndex={-1}
        aria-describedby={hintId}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        style={SR_ONLY}
        onChange={(e) => {
          onChange(e.target.files?.[0] ?? null);
          e.target.value = ''; // choosing the same file again still fires a change
        }}
      />
      <Flex gap="small" align="center" wrap>
        <Button onClick={() => inputRef.current?.click()} disabled={disabled} danger={invalid}>
          {buttonText}
        </Button>
        {file && (
          <>
            <Typography.Text style={{ overflowWrap: 'anywhere' }} data-testid="chosen-file">
              {file.name} ({formatSize(file.size)})
            </Typography.Text>
            <Button type="link" size="small" onClick={() => onChange(null)} disabled={disabled} aria-label={FORM_TEXTS.removeFile(file.name)}>
              ✕
            </Button>
          </>
        )}
      </Flex>
      <Typography.Text type="secondary" id={hintId} style={{ fontSize: 12 }}>
        {hint}
      </Typography.Text>
      {file && progress !== undefined && <Progress percent={progress} size="small" aria-label={FORM_TEXTS.uploadProgress(file.name)} />}
    </Flex>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
