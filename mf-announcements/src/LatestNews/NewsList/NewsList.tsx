import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatShortDate } from '../newsShared';
import { useIsNarrow, usePermissions } from '@portal/shared/react';
import { useNewsList } from '../api';
import { AdminTags } from '../AdminTags';
import { listOrder, newsDate, viewerIsNewsAdmin } from '../logic';
import { NewsMedia } from '../NewsMedia';
import { NEWS_TEXTS } from '../texts';
import type { NewsItem } from '../types';
import { QueryError } from '@portal/shared/pages';

/** The Latest News tab's card list, newest first; each card opens `/announcements?id=<id>`. */
export function NewsList() {
  const news = useNewsList();
  const { claims } = usePermissions();
  const admin = viewerIsNewsAdmin(claims);
  const narrow = useIsNarrow();

  if (news.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (news.isError) {
    return <QueryError query={news} fallback={NEWS_TEXTS.loadFailed} />;
  }
  const rows = listOrder(news.data);
  if (rows.length === 0) return <Empty description={NEWS_TEXTS.empty} />;

  return (
    <ul
      aria-label={NEWS_TEXTS.heading}
      data-testid="news-list"
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 16,
        gridTemplateColumns: narrow ? '1fr' : 'repeat(auto-fill, minmax(280px, 1fr))',
      }}
    >
      {rows.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} admin={admin} />
        </li>
      ))}
    </ul>
  );
}

function NewsCard({ item, admin }: { item: NewsItem; admin: boolean }) {
  return (
    <Card
      data-testid="news-card"
      data-news-id={item.id}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, flex: 1 } }}
      cover={<NewsMedia item={item} variant="cover" style={{ height: 180, borderRadius: '8px 8px 0 0' }} />}
    >
      {admin && (
        <Flex wrap gap={4}>
          <AdminTags item={item} />
        </Flex>
      )}
      <Typography.Title level={3} style={{ margin: 0, fontSize: 18, overflowWrap: 'anywhere' }}>
        {item.title}
      </Typography.Title>
      <Typography.Text type="secondary">
        <time dateTime={newsDate(item)}>{formatShortDate(newsDate(item))}</time>
      </Typography.Text>
      <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0, overflowWrap: 'anywhere', flex: 1 }}>
        {item.prev_legend}
      </Typography.Paragraph>
      <Link to={{ search: `?id=${item.id}` }} aria-label={NEWS_TEXTS.readMoreLabel(item.title)}>
        {NEWS_TEXTS.readMore}
      </Link>
    </Card>
  );
}
