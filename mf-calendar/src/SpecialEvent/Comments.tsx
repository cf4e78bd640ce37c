import { useState } from 'react';
import { Alert, App, Avatar, Button, Image, Input, Space, Upload } from 'antd';
import {
  IMAGE_UPLOAD_ACCEPT,
  EVENT_LIMITS,
  EVENT_MESSAGES as M,
  CALENDAR_TEXTS as T,
  imageKindOf,
  imageUploadProblem,
  type ImageUploadProblem,
  type SpecialEvent,
  type SpecialEventComment,
} from '@portal/shared';
import { errorText, readFileAsDataUrl, useAuthStore, usePermission } from '@portal/shared/react';
import { useCreateComment, useDeleteComment, useUpdateComment } from '../api';
import { formatInZone } from '../time';
import { CloseIcon, EditIcon, ImageIcon, TrashIcon } from '@portal/shared/icons';

interface Picked {
  name: string;
  dataUrl: string;
}

/** Reads a picked file and keeps it only when its bytes say .jpg or .png and it is at most 4 MB (the api, which accepts exactly 4 MB, checks again). */
async function pickPicture(file: File): Promise<Picked | ImageUploadProblem> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const problem = imageUploadProblem(file, { maxBytes: EVENT_LIMITS.commentFileBytes, sniffed: imageKindOf(head) });
  if (problem) return problem;
  return { name: file.name, dataUrl: await readFileAsDataUrl(file) };
}

/** Spec 2.6 comments: new ≤ 100 with .jpg / .png pictures, edit ≤ 255 after the edit icon, delete with the spec's text. */
export function Comments({ event, zone }: { event: SpecialEvent; zone: string }) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  // the box stays locked while a comment is sent, then clears and unlocks at once: nothing typed meanwhile is wiped
  const [sending, setSending] = useState(false);
  const [files, setFiles] = useState<Picked[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const create = useCreateComment(event.event_id);

  /** antd's Upload hands over one file at a time (the first of a batch clears the last batch's problem). */
  async function handleFile(file: File, batch: File[]) {
    if (file === batch[0]) setFileProblem(null);
    const picked = await pickPicture(file);
    if (typeof picked === 'object') setFiles((f) => [...f, picked].slice(0, EVENT_LIMITS.commentFiles));
    else setFileProblem(picked === 'size' ? M.commentFileSize : M.commentFileType);
  }

  async function handleSend() {
    if ((!text.trim() && files.length === 0) || sending) return;
    setSending(true);
    try {
      await create.mutateAsync({ message: text.trim(), files: files.map((f) => f.dataUrl) });
      setText('');
      setFiles([]);
      void message.success(M.commentCreated);
    } catch (error) {
      void message.error(errorText(error, M.commentFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="mfs-comments" aria-labelledby="comments-heading">
      <h3 id="comments-heading">{T.comments}</h3>
      {event.comments.length === 0 ? <p className="mfc-muted">No comments yet.</p> : null}
      <ol className="mfs-comment-list">
        {event.comments.map((c) => (
          <CommentItem key={c.id} comment={c} eventId={event.event_id} zone={zone} />
        ))}
      </ol>
      <div className="mfs-new-comment">
        <label htmlFor="new-comment">New comment</label>
        <Input.TextArea
          id="new-comment"
          value={text}
          maxLength={EVENT_LIMITS.commentNew}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          disabled={sending}
          onChange={(e) => setText(e.target.value)}
        />
        <label htmlFor="comment-files">Pictures (.jpg or .png)</label>
        <div className="mfs-attach">
          <Upload
            id="comment-files"
            accept={IMAGE_UPLOAD_ACCEPT}
            multiple
            showUploadList={false}
            disabled={sending || files.length >= EVENT_LIMITS.commentFiles}
            beforeUpload={(file, batch) => {
              void handleFile(file, batch);
              // the pictures go with the comment, not to an upload url
              return Upload.LIST_IGNORE;
            }}
          >
            <Button icon={<ImageIcon size={16} />} disabled={sending || files.length >= EVENT_LIMITS.commentFiles}>
              Add pictures
            </Button>
          </Upload>
          <span className="mfc-muted">
            {files.length} / {EVENT_LIMITS.commentFiles}
          </span>
        </div>
        {fileProblem ? <Alert type="warning" showIcon role="alert" title={fileProblem} /> : null}
        {files.length ? (
          <ul className="mfs-thumbs" aria-label="Pictures to attach">
            {files.map((f, i) => (
              <li key={`${f.name}-${i}`}>
                <img src={f.dataUrl} alt={f.name} width={64} height={64} />
                <Button
                  size="small"
                  shape="circle"
                  className="mfs-thumb-remove"
                  icon={<CloseIcon size={12} weight={3} />}
                  aria-label={`Remove ${f.name}`}
                  title={`Remove ${f.name}`}
                  onClick={() => setFiles((all) => all.filter((_, j) => j !== i))}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <Button type="primary" className="mfs-send" onClick={() => void handleSend()} loading={sending} disabled={!text.trim() && files.length === 0}>
          Comment
        </Button>
      </div>
    </section>
  );
}

function CommentItem({ comment, eventId, zone }: { comment: SpecialEventComment; eventId: number; zone: string }) {
  const { message, modal } = App.useApp();
  const me = useAuthStore((s) => s.claims?.id ?? null);
  const managerEdit = usePermission('events', 'edit');
  const managerDelete = usePermission('events', 'delete');
  const own = comment.created_by.id !== null && comment.created_by.id === me;
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.message);
  const update = useUpdateComment(eventId);
  const remove = useDeleteComment(eventId);

  async function handleSave() {
    try {
      await update.mutateAsync({ id: comment.id, message: text.trim() });
      setEditing(false);
    } catch (error) {
      void message.error(errorText(error, M.commentChangeFailed));
    }
  }

  function handleDelete() {
    modal.confirm({
      title: 'Delete comment',
      content: M.deleteCommentConfirm,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync(comment.id);
        } catch (error) {
          void message.error(errorText(error, M.commentChangeFailed));
        }
      },
    });
  }

  return (
    <li className="mfs-comment" data-comment-id={comment.id}>
      <Avatar src={comment.created_by.url_image ?? undefined} alt="">
        {comment.created_by.full_name.slice(0, 1)}
      </Avatar>
      <div className="mfs-comment-body">
        <div className="mfs-comment-head">
          <strong>{comment.created_by.full_name}</strong> <time dateTime={comment.createdAt}>{formatInZone(comment.createdAt, zone)}</time>
          {(own || managerEdit) && !editing ? (
            <Button size="small" type="text" icon={<EditIcon />} aria-label="Edit comment" title="Edit comment" onClick={() => setEditing(true)} />
          ) : null}
          {own || managerDelete ? <Button size="small" type="text" danger aria-label="Delete comment" onClick={handleDelete} icon={<TrashIcon />} /> : null}
        </div>
        {editing ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input.TextArea
              aria-label="Edit comment text"
              value={text}
              maxLength={EVENT_LIMITS.commentEdit}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              onChange={(e) => setText(e.target.value)}
            />
            <Space>
              <Button type="primary" size="small" onClick={() => void handleSave()} loading={update.isPending} disabled={!text.trim()}>
                Save
              </Button>
              <Button size="small" onClick={() => (setEditing(false), setText(comment.message))}>
                Cancel
              </Button>
            </Space>
          </Space>
        ) : (
          <p className="mfs-comment-text">{comment.message}</p>
        )}
        {comment.files.length ? (
          <div className="mfs-thumbs" aria-label="Attached pictures">
            <Image.PreviewGroup>
              {comment.files.map((url, i) => (
                <Image key={url} src={url} width={72} height={72} alt={`Picture ${i + 1} of ${comment.created_by.full_name}'s comment`} style={{ objectFit: 'cover' }} />
              ))}
            </Image.PreviewGroup>
          </div>
        ) : null}
      </div>
    </li>
  );
}
