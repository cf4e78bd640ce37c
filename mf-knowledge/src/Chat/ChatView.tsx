import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Input, Space, Upload } from 'antd';
import { imageUploadProblem } from '@portal/shared';
import { readFileAsDataUrl } from '@portal/shared/react';
import { IMAGE_ACCEPT, KNOWLEDGE_LIMITS, KNOWLEDGE_MESSAGES } from '@portal/shared/knowledge';
import { KB_TEXTS } from '../texts';
import { CloseIcon, ImageIcon, SendIcon, ThumbDownIcon, ThumbUpIcon } from '@portal/shared/icons';
import { Answer } from './Answer';
import type { Chat, ChatMessage } from './useChat';

function Rating({ chat, message }: { chat: Chat; message: ChatMessage }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  if (!message.id || message.streaming || message.failed) return null;
  const handle = async (rating: 'up' | 'down', why?: string) => {
    await chat.rate(message, rating, why);
    setAsking(false);
    setDone(true);
  };
  return (
    <div className="kb-msg__actions">
      <Button
        type={message.rating === 'up' ? 'primary' : 'text'}
        size="small"
        icon={<ThumbUpIcon />}
        aria-pressed={message.rating === 'up'}
        onClick={() => void handle('up')}
        title={KB_TEXTS.rateUp}
        aria-label={KB_TEXTS.rateUp}
      />
      <Button
        type={message.rating === 'down' ? 'primary' : 'text'}
        size="small"
        icon={<ThumbDownIcon />}
        aria-pressed={message.rating === 'down'}
        onClick={() => setAsking(true)}
        title={KB_TEXTS.rateDown}
        aria-label={KB_TEXTS.rateDown}
      />
      {asking && (
        <form
          className="kb-reason"
          onSubmit={(e) => {
            e.preventDefault();
            void handle('down', reason.trim() || undefined);
          }}
        >
          <label className="kb-reason__label">
            <span>{KB_TEXTS.reasonTitle}</span>
            <Input size="small" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={KNOWLEDGE_LIMITS.reason} placeholder={KB_TEXTS.reasonPlaceholder} />
          </label>
          <Button size="small" type="primary" htmlType="submit">
            {KB_TEXTS.sendRating}
          </Button>
        </form>
      )}
      {done && !asking && (
        <span role="status" className="kb-muted">
          {KB_TEXTS.rated}
        </span>
      )}
    </div>
  );
}

/** Why a picked file cannot go with the question (spec: .jpg or .png, the size limit), or null when it can. */
export function imageProblem(file: Pick<File, 'name' | 'size'> & Partial<Pick<File, 'type'>>): string | null {
  // the assistant accepts exactly 4 MB (it refuses only more)
  const problem = imageUploadProblem({ name: file.name, size: file.size, type: file.type ?? '' }, { maxBytes: KNOWLEDGE_LIMITS.imageBytes });
  if (problem === 'type') return KNOWLEDGE_MESSAGES.imageType;
  if (problem === 'size') return KNOWLEDGE_MESSAGES.imageTooLarge;
  return null;
}

export interface ChatViewProps {
  chat: Chat;
  categoryIds?: number[];
  /** the sources panel shows the sources of the answer clicked */
  onShowSources?: (message: ChatMessage) => void;
}

/**
 * Thread, follow-ups and composer (Enter sends, Shift+Enter a new line; an image picker for .jpg/.png), in the
 * portal's antd controls. The floating widget renders it inside an antd boundary (see FloatingChat).
 */
export function ChatView({ chat, categoryIds, onShowSources }: ChatViewProps) {
  const [prompt, setPrompt] = useState('');
  const [image, setImage] = useState<{ name: string; url: string } | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [chat.messages]);

  const submit = (text = prompt) => {
    if (!text.trim() || chat.busy) return;
    void chat.send(text, { image: image?.url ?? null, categoryIds });
    setPrompt('');
    setImage(null);
  };
  const handleKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word belongs to the composition
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const handleImage = async (file: File) => {
    const problem = imageProblem(file);
    setImageError(problem);
    if (!problem) setImage({ name: file.name, url: await readFileAsDataUrl(file) });
  };

  return (
    <>
      <div className="kb-thread" aria-live="polite" aria-busy={chat.busy}>
        {chat.messages.length === 0 && <p className="kb-welcome">{KB_TEXTS.welcome}</p>}
        {chat.messages.map((m) => (
          <article key={m.key} className={`kb-msg kb-msg--${m.role}`} aria-label={m.role === 'user' ? KB_TEXTS.you : KB_TEXTS.assistant} data-role={m.role}>
            {m.role === 'user' ? <p>{m.content}</p> : m.content ? <Answer text={m.content} sources={m.sources} /> : <p role="status">{KB_TEXTS.thinking}</p>}
            {m.image && <img src={m.image} alt="" />}
            {m.role === 'assistant' && m.sources.length > 0 && onShowSources && (
              <Button type="link" size="small" className="kb-link" onClick={() => onShowSources(m)}>
                {KB_TEXTS.sources} ({m.sources.length})
              </Button>
            )}
            {m.role === 'assistant' && <Rating chat={chat} message={m} />}
          </article>
        ))}
        <div ref={end} />
      </div>
      {chat.followUps.length > 0 && (
        <div className="kb-followups" role="group" aria-label={KB_TEXTS.followUps}>
          {chat.followUps.map((f) => (
            <Button key={f} size="small" shape="round" className="kb-chip" onClick={() => submit(f)} disabled={chat.busy}>
              {f}
            </Button>
          ))}
        </div>
      )}
      <form
        className="kb-composer"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Input.TextArea
          className="kb-composer__text"
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          onKeyDown={handleKey}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={KNOWLEDGE_LIMITS.prompt}
          placeholder={KB_TEXTS.askPlaceholder}
          aria-label={KB_TEXTS.askPlaceholder}
        />
        <div className="kb-composer__bar">
          <Space size={8} wrap className="kb-composer__attach">
            <Upload
              accept={IMAGE_ACCEPT}
              showUploadList={false}
              maxCount={1}
              beforeUpload={(file) => {
                void handleImage(file);
                // the picture goes with the question, not to an upload url
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<ImageIcon />}>{KB_TEXTS.attachImage}</Button>
            </Upload>
            {image && (
              <span className="kb-attached" data-testid="attached-image">
                <img src={image.url} alt={image.name} width={32} height={32} />
                <span className="kb-attached__name">{image.name}</span>
                <Button type="text" size="small" icon={<CloseIcon size={14} />} onClick={() => setImage(null)} aria-label={KB_TEXTS.removeImage} title={KB_TEXTS.removeImage} />
              </span>
            )}
          </Space>
          <Button type="primary" htmlType="submit" icon={<SendIcon />} iconPlacement="end" disabled={chat.busy || !prompt.trim()}>
            {KB_TEXTS.send}
          </Button>
        </div>
      </form>
      {imageError && <Alert type="error" showIcon role="alert" title={imageError} />}
    </>
  );
}
