import { useRef, useState } from 'react';
import { App, Button, Card, Input, Progress } from 'antd';
import { errorText } from '@portal/shared/react';
import { UPLOAD_ACCEPT } from '@portal/shared/knowledge';
import type { KnowledgeCategory } from '@portal/shared/knowledge/schemas';
import { useAddDocument } from '../api';
import { CHOOSE_REPOSITORY, KB_TEXTS, KNOWLEDGE_TOASTS } from '../texts';
import { RepositoryDialog } from './RepositoryDialog';
import '../knowledge.css';

/** /settings-fegpt: upload a file, add text, add a URL, into the chosen knowledge base (spec 2.14, 4, 5, 8). */
export function UploadPage() {
  const { message } = App.useApp();
  const [repository, setRepository] = useState<KnowledgeCategory | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [filename, setFilename] = useState('');
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadFile = useAddDocument();
  const addText = useAddDocument();
  const addUrl = useAddDocument();

  const needsRepository = () => {
    if (repository) return false;
    message.error(CHOOSE_REPOSITORY);
    setDialogOpen(true);
    return true;
  };
  const handleFile = async () => {
    if (needsRepository() || !file) return;
    try {
      setProgress(0);
      await uploadFile.mutateAsync({ kind: 'file', category_id: repository!.id, file, onProgress: setProgress });
      message.success(KNOWLEDGE_TOASTS.indexing);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      message.error(KNOWLEDGE_TOASTS.fileFailed);
      console.warn(errorText(error, KNOWLEDGE_TOASTS.fileFailed));
    } finally {
      setProgress(null);
    }
  };
  const handleText = async () => {
    if (!filename.trim() || !text.trim()) {
      message.error(KNOWLEDGE_TOASTS.fillAllFields);
      return;
    }
    if (needsRepository()) return;
    try {
      await addText.mutateAsync({ kind: 'text', category_id: repository!.id, filename: filename.trim(), text });
      message.success(KNOWLEDGE_TOASTS.indexing);
      setFilename('');
      setText('');
    } catch {
      message.error(KNOWLEDGE_TOASTS.textOrUrlFailed);
    }
  };
  const handleUrl = async () => {
    if (!url.trim()) {
      message.error(KNOWLEDGE_TOASTS.fillAllFields);
      return;
    }
    if (needsRepository()) return;
    try {
      await addUrl.mutateAsync({ kind: 'url', category_id: repository!.id, url: url.trim() });
      message.success(KNOWLEDGE_TOASTS.indexing);
      setUrl('');
    } catch (error) {
      message.error(KNOWLEDGE_TOASTS.textOrUrlFailed);
      console.warn(errorText(error, KNOWLEDGE_TOASTS.textOrUrlFailed));
    }
  };

  return (
    <section className="kb-page" aria-labelledby="kb-upload-title">
      <h2 id="kb-upload-title">{KB_TEXTS.addDocuments}</h2>
      <div className="kb-repo">
        <span>{KB_TEXTS.repository}:</span>
        {repository ? (
          <>
            <strong data-testid="chosen-repository">{repository.name}</strong>
            <Button onClick={() => setDialogOpen(true)}>{KB_TEXTS.changeRepository}</Button>
          </>
        ) : (
          <>
            <span className="kb-repo-warning" role="alert">
              {CHOOSE_REPOSITORY}
            </span>
            <Button type="primary" danger onClick={() => setDialogOpen(true)}>
              {KB_TEXTS.chooseRepository}
            </Button>
          </>
        )}
      </div>
      <div className="kb-upload">
        <Card title={KB_TEXTS.uploadFile}>
          <p>{KB_TEXTS.uploadHint}</p>
          <label className="kb-field">
            <span>{KB_TEXTS.chooseFile}</span>
            <input
              ref={fileInput}
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-label={KB_TEXTS.chooseFile}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              disabled={uploadFile.isPending}
            />
          </label>
          {progress !== null && <Progress percent={progress ?? 0} status="active" aria-label="Upload progress" />}
          <Button type="primary" onClick={handleFile} disabled={!file || uploadFile.isPending} loading={uploadFile.isPending}>
            {KB_TEXTS.upload}
          </Button>
        </Card>
        <Card title={KB_TEXTS.addText}>
          <label className="kb-field">
            <span>{KB_TEXTS.filename}</span>
            <Input value={filename} onChange={(e) => setFilename(e.target.value)} maxLength={200} disabled={addText.isPending} />
          </label>
          <label className="kb-field">
            <span>{KB_TEXTS.content}</span>
            <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} rows={6} disabled={addText.isPending} />
          </label>
          <Button type="primary" onClick={handleText} disabled={addText.isPending} loading={addText.isPending}>
            {KB_TEXTS.add}
          </Button>
        </Card>
        <Card title={KB_TEXTS.addUrl}>
          <label className="kb-field">
            <span>{KB_TEXTS.url}</span>
            <Input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" disabled={addUrl.isPending} />
          </label>
          <Button type="primary" onClick={handleUrl} disabled={addUrl.isPending} loading={addUrl.isPending}>
            {KB_TEXTS.add}
          </Button>
        </Card>
      </div>
      <RepositoryDialog
        open={dialogOpen}
        value={repository}
        onClose={() => setDialogOpen(false)}
        onChoose={(c) => {
          setRepository(c);
          setDialogOpen(false);
        }}
      />
    </section>
  );
}
