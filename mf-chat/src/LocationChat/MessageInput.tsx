import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { App, Button, Input, Upload } from 'antd';
import { CHAT_IMAGE_MAX_BYTES, CHAT_LIMITS, CHAT_MESSAGES, CHAT_TEXTS, imageUploadProblem } from '@portal/shared';

export interface MessageInputProps {
  onSend(text: string): void;
  onPicture(file: File): void;
  /** a phone-sized screen: a short placeholder */
  compact?: boolean;
}

/** The input bar (spec 2.15, 5): empty input ignored, Enter sends, Shift+Enter starts a new line; a picture button. */
export function MessageInput({ onSend, onPicture, compact = false }: MessageInputProps) {
  const { message } = App.useApp();
  const [text, setText] = useState('');

  function submit() {
    if (!text.trim()) return;
    onSend(text);
    setText('');
  }

  function handleKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method composes a word belongs to the composition
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    submit();
  }

  function handleSubmit(e: FormEvent) {
    e.preventDefault();
    submit();
  }

  function handlePicture(file: File) {
    // the server checks the bytes; this only spares a doomed upload
    // the api refuses exactly 4 MB (its largest is CHAT_IMAGE_MAX_BYTES - 1)
    const problem = imageUploadProblem(file, { maxBytes: CHAT_IMAGE_MAX_BYTES - 1 });
    if (problem === 'type') void message.error(CHAT_MESSAGES.imageType);
    else if (problem === 'size') void message.error(CHAT_MESSAGES.imageTooLarge);
    else onPicture(file);
    return false;
  }

  return (
    <form className="chat-input" onSubmit={handleSubmit}>
      <Upload accept=".jpg,.jpeg,.png" showUploadList={false} beforeUpload={handlePicture}>
        <Button aria-label={CHAT_TEXTS.attach} title={CHAT_TEXTS.attach}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-4.86 8.86-3 3.87L9 13.14 6 17h12l-3.86-5.14z" />
          </svg>
        </Button>
      </Upload>
      <Input.TextArea
        className="chat-input__text"
        aria-label={CHAT_TEXTS.inputLabel}
        placeholder={compact ? CHAT_TEXTS.inputPlaceholderShort : CHAT_TEXTS.inputPlaceholder}
        value={text}
        maxLength={CHAT_LIMITS.content}
        autoSize={{ minRows: 1, maxRows: 5 }}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={handleKeyDown}
      />
      <Button type="primary" htmlType="submit" disabled={!text.trim()}>
        {CHAT_TEXTS.send}
      </Button>
    </form>
  );
}
