import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatShortDate, NEWS_CAROUSEL_AUTOPLAY_MS } from '../newsShared';
import { usePermission } from '@portal/shared/react';
import { useNewsCarousel } from '../api';
import { carouselOrder, newsDate } from '../logic';
import { NewsMedia } from '../NewsMedia';
import { CAROUSEL_TEXTS, NEWS_TEXTS } from '../texts';
import type { NewsCarouselItem } from '../types';

export interface NewsCarouselProps {
  /** autoplay step (spec doc 2 §9: 3000 ms) */
  intervalMs?: number;
}

/**
 * Home "Latest News" carousel (spec doc 2 §2.13, §4): published items, active first then newest, one slide at a
 * time, autoplay every 3 s in an endless loop. Autoplay pauses while the pointer or the keyboard focus is inside,
 * and a button stops it for good (WCAG 2.2.2); arrow keys move between slides.
 */
export function NewsCarousel({ intervalMs = NEWS_CAROUSEL_AUTOPLAY_MS }: NewsCarouselProps) {
  const news = useNewsCarousel();
  const canOpenHub = usePermission('announcements', 'view');
  const headingId = useId();

  const header = (
    <Flex justify="space-between" align="center" gap="small" wrap style={{ marginBottom: 12 }}>
      <Typography.Title level={2} id={headingId} style={{ margin: 0, fontSize: 20 }}>
        {CAROUSEL_TEXTS.heading}
      </Typography.Title>
      {canOpenHub && <Link to="/announcements">{NEWS_TEXTS.showMore}</Link>}
    </Flex>
  );

  let content;
  if (news.isPending) content = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (news.isError) content = <Alert type="error" showIcon title={CAROUSEL_TEXTS.loadFailed} />;
  else {
    const items = carouselOrder(news.data);
    content =
      items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={CAROUSEL_TEXTS.empty} />
      ) : (
        <Slides items={items} intervalMs={intervalMs} canOpenHub={canOpenHub} labelledBy={headingId} />
      );
  }

  return (
    <Card data-testid="news-carousel" styles={{ body: { padding: 16 } }}>
      {header}
      {content}
    </Card>
  );
}

interface SlidesProps {
  items: NewsCarouselItem[];
  intervalMs: number;
  canOpenHub: boolean;
  labelledBy: string;
}

function Slides({ items, intervalMs, canOpenHub, labelledBy }: SlidesProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = items.length;
  const current = Math.min(index, count - 1);
  const playing = !stopped && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [playing, count, intervalMs]);

  // endless loop both ways
  const go = (delta: number) => setIndex((i) => (((Math.min(i, count - 1) + delta) % count) + count) % count);

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
      onKeyDown={handleKeyDown}
      data-testid="news-carousel-slides"
      data-playing={playing}
    >
      {/* announce slide changes only when the user makes them, not every 3 s */}
      <div aria-live={playing ? 'off' : 'polite'}>
        {items.map((item, i) => (
          <Slide key={item.id} item={item} hidden={i !== current} label={CAROUSEL_TEXTS.slideLabel(i + 1, count)} canOpenHub={canOpenHub} />
        ))}
      </div>
      {count > 1 && (
        <Flex justify="center" align="center" gap="small" wrap style={{ marginTop: 12 }}>
          <Button size="small" onClick={() => go(-1)} aria-label={CAROUSEL_TEXTS.previous}>
            ‹
          </Button>
          <Flex gap={6} role="group" aria-label={CAROUSEL_TEXTS.region}>
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={CAROUSEL_TEXTS.goTo(i + 1)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
                style={{
                  width: 12,
                  height: 12,
                  padding: 0,
                  borderRadius: '50%',
                  border: '1px solid #1677ff',
                  background: i === current ? '#1677ff' : 'transparent',
                  cursor: 'pointer',
                }}
              />
            ))}
          </Flex>
          <Button size="small" onClick={() => go(1)} aria-label={CAROUSEL_TEXTS.next}>
            ›
          </Button>
          <Button size="small" onClick={() => setStopped((s) => !s)} aria-label={stopped ? CAROUSEL_TEXTS.play : CAROUSEL_TEXTS.pause}>
            {stopped ? '▶' : '❚❚'}
          </Button>
        </Flex>
      )}
    </section>
  );
}

function Slide({ item, hidden, label, canOpenHub }: { item: NewsCarouselItem; hidden: boolean; label: string; canOpenHub: boolean }) {
  const comments = Array.isArray(item.comments) ? item.comments : [];
  return (
    <div role="group" aria-roledescription="slide" aria-label={label} hidden={hidden} data-testid="news-slide" data-news-id={item.id}>
      <Flex vertical gap={8}>
        <NewsMedia item={item} variant="cover" style={{ height: 220 }} />
        <Typography.Title level={3} style={{ margin: 0, fontSize: 18, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          <time dateTime={newsDate(item)}>{formatShortDate(newsDate(item))}</time>
        </Typography.Text>
        <Typography.Paragraph ellipsis={{ rows: 3 }} style={{ margin: 0, overflowWrap: 'anywhere' }}>
          {item.prev_legend}
        </Typography.Paragraph>
        {comments.length > 0 && (
          <div>
            <Typography.Text strong style={{ fontSize: 13 }}>
              {CAROUSEL_TEXTS.topComments}
            </Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
              {comments.map((c) => (
                <li key={c.id} style={{ overflowWrap: 'anywhere' }}>
                  <Typography.Text strong>{c.full_name_remetente}</Typography.Text>: <Typography.Text>{c.content}</Typography.Text>{' '}
                  <Typography.Text type="secondary">♥ {Array.isArray(c.like) ? c.like.length : 0}</Typography.Text>
                </li>
              ))}
            </ul>
          </div>
        )}
        {canOpenHub && (
          <Link to={`/announcements?id=${item.id}`} aria-label={NEWS_TEXTS.readMoreLabel(item.title)} style={{ alignSelf: 'flex-start' }}>
            {NEWS_TEXTS.readMore}
          </Link>
        )}
      </Flex>
    </div>
  );
}
