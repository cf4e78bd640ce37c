import { useEffect } from 'react';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { Link, Navigate, useParams } from 'react-router-dom';
import { formatShortDate } from '@portal/shared';
import { useIsNarrow } from '@portal/shared/react';
import { SafeHtml } from '../common/SafeHtml';
import { useAnnouncement } from '../queries/api';
import { authorOf, READER_TYPES, type ReaderType } from '../queries/types';
import { READER_TEXTS } from '../texts';
import { Rating } from './Rating';

/** /announcements/{company|local|group|others}/{id}: one announcement, its attachment and the rating (spec 2.5). */
export function ReaderPage() {
  const { type = '', id = '' } = useParams();
  const announcementId = /^\d+$/.test(id) ? Number(id) : NaN;
  const validPath = READER_TYPES.includes(type as ReaderType) && Number.isInteger(announcementId) && announcementId > 0;
  const query = useAnnouncement(validPath ? announcementId : NaN);
  const narrow = useIsNarrow();

  // The tab names the announcement while it is open, and gets its title back afterwards.
  useEffect(() => {
    if (!query.data) return;
    const previous = document.title;
    document.title = query.data.subject;
    return () => {
      document.title = previous;
    };
  }, [query.data]);

  // Spec 2.5: on load failure (or a path that cannot name an announcement) go back to the hub.
  if (!validPath || query.isError) return <Navigate to="/announcements" replace />;
  if (query.isPending) {
    return (
      <div style={{ padding: 16 }} aria-busy="true" aria-label={READER_TEXTS.loading}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }

  const item = query.data;
  const author = authorOf(item);
  const rated = Boolean(item.opinion?.emoji);
  return (
    <Flex vertical gap="middle" style={{ padding: narrow ? 8 : 16, maxWidth: 900, minWidth: 0 }} data-testid="announcement-reader">
      <Link to="/announcements">{READER_TEXTS.back}</Link>
      <Card>
        <Flex vertical gap="small">
          <Typography.Text type="secondary">
            <time dateTime={item.createdAt}>{formatShortDate(item.createdAt)}</time>
          </Typography.Text>
          {author && <Typography.Text type="secondary">{READER_TEXTS.author(author)}</Typography.Text>}
          <Typography.Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {item.subject}
          </Typography.Title>
          {item.url_image && <img src={item.url_image} alt={READER_TEXTS.image(item.subject)} style={{ maxWidth: '100%', height: 'auto', borderRadius: 8 }} />}
          <SafeHtml html={item.info} testId="announcement-body" />
          {item.url_doc && (
            <a href={item.url_doc} download={item.doc_name || true} target="_blank" rel="noopener noreferrer">
              {item.doc_name ? READER_TEXTS.downloadNamed(item.doc_name) : READER_TEXTS.download}
            </a>
          )}
        </Flex>
      </Card>
      {!rated && <Rating announcementId={item.id} />}
    </Flex>
  );
}
