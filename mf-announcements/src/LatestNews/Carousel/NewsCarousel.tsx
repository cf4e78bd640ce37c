import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatShortDate, NEWS_CAROUSEL_AUTOPLAY_MS } from '../newsShared';
import { usePermission } from '@portal/shared/react';
import { useNewsCarousel } from '../api';
import { carouselOrder, newsDate } from '../logic';
import { NewsMedia } from '../NewsMedia';
import { CAROUSEL_TEXTS, NEWS_TEXTS } from '../texts';
import type { NewsCarouselItem } from '../types';
import '../widgets.css';

export interface NewsCarouselProps {
  /** autoplay step (spec doc 2 §9: 3000 ms) */
  intervalMs?: number;
}

/**
 * Home "Latest News" carousel (spec doc 2 §2.13, §4): published items, active first then newest, one slide at a
 * time, autoplay every 3 s in an endless loop. Autoplay pauses while the pointer or the keyboard focus is inside,
 * and a button stops it for good (WCAG 2.2.2); arrow keys move between slides. Plain React + CSS: it is on the home
 * page's first screen, which carries no antd (docs/foundation-contract.md, "Remote modules").
 */
export function NewsCarousel({ intervalMs = NEWS_CAROUSEL_AUTOPLAY_MS }: NewsCarouselProps) {
  const news = useNewsCarousel();
  const canOpenHub = usePermission('announcements', 'view');
  const headingId = useId();

  const header = (
    <div className="mfa-news-widget__header">
      <h2 id={headingId} className="mfa-news-widget__heading">
        {CAROUSEL_TEXTS.heading}
      </h2>
      {canOpenHub && <Link to="/announcements">{NEWS_TEXTS.showMore}</Link>}
    </div>
  );

  let content;
  if (news.isPending)
    content = (
      <div className="mfa-news-widget__loading" role="status" aria-label={CAROUSEL_TEXTS.heading} aria-busy="true">
        <div className="mfa-news-widget__placeholder mfa-news-widget__placeholder--media" />
        <div className="mfa-news-widget__placeholder" />
        <div className="mfa-news-widget__placeholder mfa-news-widget__placeholder--short" />
      </div>
    );
  else if (news.isError)
    content = (
      <p role="alert" className="mfa-news-widget__error">
        {CAROUSEL_TEXTS.loadFailed}
      </p>
    );
  else {
    const items = carouselOrder(news.data);
    content =
      items.length === 0 ? (
        <p className="mfa-news-widget__empty">{CAROUSEL_TEXTS.empty}</p>
      ) : (
        <Slides items={items} intervalMs={intervalMs} canOpenHub={canOpenHub} labelledBy={headingId} />
      );
  }

  return (
    <div className="mfa-news-widget" data-testid="news-carousel">
      {header}
      {content}
    </div>
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
        <div className="mfa-news-widget__controls">
          <button type="button" className="mfa-news-widget__button" onClick={() => go(-1)} aria-label={CAROUSEL_TEXTS.previous}>
            ‹
          </button>
          <div className="mfa-news-widget__dots" role="group" aria-label={CAROUSEL_TEXTS.region}>
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                className="mfa-news-widget__dot"
                aria-label={CAROUSEL_TEXTS.goTo(i + 1)}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
          </div>
          <button type="button" className="mfa-news-widget__button" onClick={() => go(1)} aria-label={CAROUSEL_TEXTS.next}>
            ›
          </button>
          <button type="button" className="mfa-news-widget__button" onClick={() => setStopped((s) => !s)} aria-label={stopped ? CAROUSEL_TEXTS.play : CAROUSEL_TEXTS.pause}>
            {stopped ? '▶' : '❚❚'}
          </button>
        </div>
      )}
    </section>
  );
}

function Slide({ item, hidden, label, canOpenHub }: { item: NewsCarouselItem; hidden: boolean; label: string; canOpenHub: boolean }) {
  const comments = Array.isArray(item.comments) ? item.comments : [];
  return (
    <div role="group" aria-roledescription="slide" aria-label={label} hidden={hidden} data-testid="news-slide" data-news-id={item.id}>
      <div className="mfa-news-widget__slide">
        <NewsMedia item={item} variant="cover" style={{ height: 220 }} />
        <h3 className="mfa-news-widget__title">{item.title}</h3>
        <span className="mfa-news-widget__muted">
          <time dateTime={newsDate(item)}>{formatShortDate(newsDate(item))}</time>
        </span>
        <p className="mfa-news-widget__preview">{item.prev_legend}</p>
        {comments.length > 0 && (
          <div>
            <strong className="mfa-news-widget__small">{CAROUSEL_TEXTS.topComments}</strong>
            <ul className="mfa-news-widget__comments">
              {comments.map((c) => (
                <li key={c.id}>
                  <strong>{c.full_name_remetente}</strong>: <span>{c.content}</span> <span className="mfa-news-widget__muted">♥ {Array.isArray(c.like) ? c.like.length : 0}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {canOpenHub && (
          <Link to={`/announcements?id=${item.id}`} aria-label={NEWS_TEXTS.readMoreLabel(item.title)} className="mfa-news-widget__read-more">
            {NEWS_TEXTS.readMore}
          </Link>
        )}
      </div>
    </div>
  );
}
