import { useCallback, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { App, Avatar, Button, Empty, Flex, Input, Radio, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { canDeleteNewsComment, commentTimeLabel, DEFAULT_NEWS_COMMENT_SORT, NEWS_COMMENT_SORTS } from '../newsShared';
import { errorText, usePermissions } from '@portal/shared/react';
import { newsKeys, useComments, useCreateComment, useDeleteComment, useToggleLike } from '../api';
import { useNewsCommentEvents } from '../realtime';
import { SR_ONLY } from '../srOnly';
import { COMMENT_TEXTS, NEWS_LIMITS } from '../texts';
import type { CommentSort, NewsComment, NewsCommentEvent } from '../types';
import { QueryError } from '@portal/shared/pages';

export interface NewsCommentsProps {
  newsId: number;
  /** the clock the time labels are measured against (tests pin it) */
  now?: Date;
}

/** Comments of one article: sort (most liked by default), like/unlike, write, delete own (spec doc 1 §4, §6, §9). */
export function NewsComments({ newsId, now }: NewsCommentsProps) {
  const { claims } = usePermissions();
  const viewerId = claims?.id ?? 0;
  const [sort, setSort] = useState<CommentSort>(DEFAULT_NEWS_COMMENT_SORT);
  const comments = useComments(newsId, sort);
  const client = useQueryClient();
  const headingId = useId();

  // Someone else commented, liked or deleted: read the list again in the chosen order.
  const handleEvent = useCallback((_event: NewsCommentEvent) => void client.invalidateQueries({ queryKey: newsKeys.comments(newsId) }), [client, newsId]);
  useNewsCommentEvents(newsId, handleEvent);

  const rows = comments.data ?? [];
  return (
    <section aria-labelledby={headingId} data-testid="news-comments">
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 12 }}>
        <Typography.Title level={3} id={headingId} style={{ margin: 0 }}>
          {COMMENT_TEXTS.heading}
          {comments.data && (
            <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal', marginInlineStart: 8 }}>
              {COMMENT_TEXTS.count(rows.length)}
            </Typography.Text>
          )}
        </Typography.Title>
        <Radio.Group
          aria-label={COMMENT_TEXTS.sortLabel}
          optionType="button"
          size="small"
          value={sort}
          onChange={(e) => setSort(e.target.value as CommentSort)}
          options={NEWS_COMMENT_SORTS.map((value) => ({ value, label: COMMENT_TEXTS.sorts[value] }))}
        />
      </Flex>

      <CommentComposer newsId={newsId} />

      {comments.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : comments.isError ? (
        <QueryError query={comments} fallback={COMMENT_TEXTS.loadFailed} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={COMMENT_TEXTS.empty} />
      ) : (
        <ol aria-label={COMMENT_TEXTS.heading} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((comment) => (
            <CommentRow
              key={comment.id}
              comment={comment}
              newsId={newsId}
              viewerId={viewerId}
              canDelete={claims !== null && canDeleteNewsComment(claims, comment.id_remetente)}
              now={now}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

interface CommentRowProps {
  comment: NewsComment;
  newsId: number;
  viewerId: number;
  canDelete: boolean;
  now?: Date;
}

function CommentRow({ comment, newsId, viewerId, canDelete, now }: CommentRowProps) {
  const { message, modal } = App.useApp();
  const like = useToggleLike(newsId, viewerId);
  const remove = useDeleteComment(newsId);
  const likes = Array.isArray(comment.like) ? comment.like : [];
  const liked = likes.includes(viewerId);

  function handleLike() {
    like.mutate(comment.id, { onError: (error) => void message.error(errorText(error, COMMENT_TEXTS.likeFailed)) });
  }

  function handleDelete() {
    modal.confirm({
      title: COMMENT_TEXTS.deleteTitle,
      content: COMMENT_TEXTS.deleteText,
      okText: COMMENT_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: COMMENT_TEXTS.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync(comment.id);
          message.success(COMMENT_TEXTS.deleted);
        } catch (error) {
          message.error(errorText(error, COMMENT_TEXTS.deleteFailed));
        }
      },
    });
  }

  return (
    <li data-testid="news-comment" data-comment-id={comment.id} style={{ padding: '12px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' }}>
      <Flex gap="middle" align="flex-start">
        <Avatar src={comment.url_image_remetente ?? undefined} alt="" style={{ flex: 'none' }}>
          {comment.full_name_remetente?.charAt(0).toUpperCase()}
        </Avatar>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Flex gap="small" wrap align="baseline">
            <Typography.Text strong>{comment.full_name_remetente}</Typography.Text>
            <Typography.Text type="secondary" data-testid="comment-time">
              <time dateTime={comment.createdAt}>{commentTimeLabel(comment.createdAt, now)}</time>
            </Typography.Text>
          </Flex>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>{comment.content}</Typography.Paragraph>
          <Flex gap="small" style={{ marginTop: 4 }}>
            <Button
              size="small"
              type={liked ? 'primary' : 'default'}
              aria-pressed={liked}
              aria-label={COMMENT_TEXTS.likeLabel(liked, likes.length)}
              onClick={handleLike}
              data-testid="comment-like"
            >
              {liked ? '♥' : '♡'} {likes.length}
            </Button>
            {canDelete && (
              <Button size="small" danger aria-label={COMMENT_TEXTS.deleteLabel(comment.full_name_remetente)} onClick={handleDelete}>
                {COMMENT_TEXTS.delete}
              </Button>
            )}
          </Flex>
        </Flex>
      </Flex>
    </li>
  );
}

function CommentComposer({ newsId }: { newsId: number }) {
  const { message } = App.useApp();
  const { claims } = usePermissions();
  const create = useCreateComment(newsId);
  const [content, setContent] = useState('');
  // the box stays locked until the draft is cleared: unlocking when the request settles and clearing a moment later
  // would wipe what was typed in between
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const trimmed = content.trim();

  async function handleSubmit(event: FormEvent | KeyboardEvent) {
    event.preventDefault();
    if (!trimmed || sending) return;
    setSending(true);
    try {
      await create.mutateAsync({
        latest_news_id: newsId,
        content: trimmed,
        type: 'TEXT',
        id_remetente: claims?.id,
        full_name_remetente: claims ? `${claims.first_name} ${claims.last_name}`.trim() : undefined,
      });
      setContent('');
      message.success(COMMENT_TEXTS.created);
    } catch (error) {
      message.error(errorText(error, COMMENT_TEXTS.createFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} style={{ marginBottom: 16 }} aria-label={COMMENT_TEXTS.formLabel}>
      <label htmlFor={inputId} style={SR_ONLY}>
        {COMMENT_TEXTS.inputLabel}
      </label>
      <Input.TextArea
        id={inputId}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        onKeyDown={(e) => {
          // Ctrl/⌘+Enter sends; Enter alone keeps making new lines
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void handleSubmit(e);
        }}
        placeholder={COMMENT_TEXTS.placeholder}
        maxLength={NEWS_LIMITS.comment}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        disabled={sending}
      />
      <Flex justify="flex-end" style={{ marginTop: 28 }}>
        <Button type="primary" htmlType="submit" loading={sending} disabled={!trimmed}>
          {COMMENT_TEXTS.send}
        </Button>
      </Flex>
    </form>
  );
}
