import { useEffect, useRef, useState } from 'react';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { formatShortDate } from '@portal/shared';
import { navigation } from '../common/mainSite';
import { SafeHtml } from '../common/SafeHtml';
import { recordPublicView, usePublicAnnouncement } from '../queries/api';
import { authorOf } from '../queries/types';
import { VIEWER_TEXTS } from '../texts';

export interface PublicViewerPageProps {
  /** `ap`: payroll-provider announcement (/ap/:id/:userId); `ab`: benefits (/ab/:id[/:contactPhone]) */
  kind: 'ap' | 'ab';
}

/** The preview image, hidden when it turns out to be a 1x1 placeholder (or does not load). */
export function ViewerImage({ src, alt }: { src: string; alt: string }) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={256}
      style={{ width: 256, maxWidth: '100%', height: 'auto', borderRadius: 8 }}
      onLoad={(e) => {
        const img = e.currentTarget;
        if (img.naturalWidth <= 1 && img.naturalHeight <= 1) setHidden(true);
      }}
      onError={() => setHidden(true)}
      data-testid="viewer-image"
    />
  );
}

/** Public viewers of spec 2 (no sign-in): date, 'Author: {name}', subject, body, image; a view record when asked. */
export function PublicViewerPage({ kind }: PublicViewerPageProps) {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : NaN;
  const viewer = kind === 'ap' ? params.userId : params.contactPhone;
  const query = usePublicAnnouncement(kind, id);
  const recorded = useRef(false);
  const failed = !Number.isInteger(id) || id <= 0 || query.isError;

  useEffect(() => {
    if (failed) navigation.leaveToMainSite();
  }, [failed]);

  // A view is recorded once per page load, for /ap always and for /ab only with the phone parameter.
  useEffect(() => {
    if (!query.data || recorded.current || !viewer) return;
    recorded.current = true;
    void recordPublicView(kind, id, viewer);
  }, [query.data, kind, id, viewer]);

  if (failed || query.isPending) {
    return (
      <div style={{ padding: 16, maxWidth: 800, margin: '0 auto' }} aria-busy="true" aria-label={VIEWER_TEXTS.loading}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }

  const item = query.data;
  const author = authorOf(item);
  return (
    <Flex vertical style={{ padding: 16, maxWidth: 800, margin: '0 auto', minWidth: 0 }} data-testid="public-viewer">
      <Card>
        <Flex vertical gap="small">
          <Typography.Text type="secondary">
            <time dateTime={item.createdAt}>{formatShortDate(item.createdAt)}</time>
          </Typography.Text>
          <Typography.Text type="secondary">{VIEWER_TEXTS.author(author)}</Typography.Text>
          <Typography.Title level={2} style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {item.subject}
          </Typography.Title>
          {item.url_image && <ViewerImage src={item.url_image} alt={VIEWER_TEXTS.image(item.subject)} />}
          <SafeHtml html={item.info} testId="viewer-body" />
        </Flex>
      </Card>
    </Flex>
  );
}
