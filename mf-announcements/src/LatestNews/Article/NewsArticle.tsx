import { useState, type ReactNode } from 'react';
import { App, Button, Divider, Flex, Result, Skeleton, Switch, Typography } from 'antd';
import { formatShortDate } from '../newsShared';
import { ApiError, errorText, useIsNarrow, usePermissions } from '@portal/shared/react';
import { SafeHtml } from '../../common/SafeHtml';
import { useDeleteNews, useNewsItem, useSetNewsActive } from '../api';
import { AdminTags } from '../AdminTags';
import { NewsComments } from '../Comments';
import { formatDateTime } from '@portal/shared/time';
import { newsDate, viewerIsNewsAdmin } from '../logic';
import { NewsMedia } from '../NewsMedia';
import { NEWS_TEXTS } from '../texts';
import type { NewsItem } from '../types';
import { NewsEditModal } from './NewsEditModal';
import { QueryError } from '@portal/shared/pages';

export interface NewsArticleProps {
  id: number;
  /** back to the card list (clears `?id=`) */
  onBack: () => void;
}

/** The full article of `/announcements?id=`: media, body, date; admin controls (spec doc 1 §6); comments. */
export function NewsArticle({ id, onBack }: NewsArticleProps) {
  const news = useNewsItem(id);
  const back = (
    <Button onClick={onBack} style={{ alignSelf: 'flex-start' }}>
      {NEWS_TEXTS.back}
    </Button>
  );

  if (news.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (news.isError) {
    if (news.error instanceof ApiError && news.error.status === 404) return <Result status="404" title={NEWS_TEXTS.notFound} extra={back} />;
    return (
      <Flex vertical gap="middle">
        {back}
        <QueryError query={news} fallback={NEWS_TEXTS.loadFailed} />
      </Flex>
    );
  }
  return <ArticleBody item={news.data} back={back} onDeleted={onBack} />;
}

function ArticleBody({ item, back, onDeleted }: { item: NewsItem; back: ReactNode; onDeleted: () => void }) {
  const { message, modal } = App.useApp();
  const { claims } = usePermissions();
  const admin = viewerIsNewsAdmin(claims);
  const narrow = useIsNarrow();
  const setActive = useSetNewsActive();
  const remove = useDeleteNews();
  const [editing, setEditing] = useState(false);

  function handleVisibility(active: boolean) {
    setActive.mutate(
      { id: item.id, active },
      {
        onSuccess: () => void message.success(NEWS_TEXTS.visibilityChanged(active)),
        onError: (error) => void message.error(errorText(error, NEWS_TEXTS.error)),
      },
    );
  }

  function handleDelete() {
    modal.confirm({
      title: NEWS_TEXTS.deleteTitle,
      content: NEWS_TEXTS.deleteText,
      okText: NEWS_TEXTS.delete,
      okButtonProps: { danger: true },
      cancelText: NEWS_TEXTS.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync(item.id);
          message.success(NEWS_TEXTS.deleted);
          onDeleted();
        } catch (error) {
          message.error(errorText(error, NEWS_TEXTS.error));
        }
      },
    });
  }

  return (
    <article data-testid="news-article" aria-labelledby={`news-title-${item.id}`} style={{ maxWidth: 880, minWidth: 0 }}>
      <Flex vertical gap="middle">
        {back}
        {admin && (
          <Flex wrap gap="small" align="center" justify="space-between" data-testid="news-admin-controls">
            <Flex wrap gap={4} align="center">
              <AdminTags item={item} />
              <Typography.Text type="secondary">
                {NEWS_TEXTS.publishDate}: {item.publish_date ? formatDateTime(item.publish_date) : '—'}
              </Typography.Text>
            </Flex>
            <Flex wrap gap="small" align="center">
              <Switch
                checked={item.active}
                loading={setActive.isPending}
                onChange={handleVisibility}
                aria-label={NEWS_TEXTS.visibility}
                checkedChildren={NEWS_TEXTS.public}
                unCheckedChildren={NEWS_TEXTS.private}
              />
              <Button onClick={() => setEditing(true)}>{NEWS_TEXTS.edit}</Button>
              <Button danger onClick={handleDelete} loading={remove.isPending}>
                {NEWS_TEXTS.delete}
              </Button>
            </Flex>
          </Flex>
        )}
        <Typography.Title level={2} id={`news-title-${item.id}`} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          <time dateTime={newsDate(item)}>{formatShortDate(newsDate(item))}</time>
          {item.full_name ? ` · ${NEWS_TEXTS.author(item.full_name)}` : null}
        </Typography.Text>
        <NewsMedia item={item} variant="player" style={{ maxHeight: narrow ? 260 : 480 }} />
        <SafeHtml html={item.full_legend || `<p>${escapeHtml(item.prev_legend)}</p>`} testId="news-body" />
        <Divider style={{ margin: '8px 0' }} />
        <NewsComments newsId={item.id} />
      </Flex>
      {admin && editing && <NewsEditModal item={item} onClose={() => setEditing(false)} />}
    </article>
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
