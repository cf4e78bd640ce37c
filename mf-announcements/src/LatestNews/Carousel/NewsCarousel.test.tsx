import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { buildClaims, fakeApi, renderWithProviders } from '@portal/shared/testing';
import { buildCarouselItem, buildComment } from '../test/fixtures';
import { CAROUSEL_TEXTS, NEWS_TEXTS } from '../texts';
import type { NewsCarouselItem } from '../types';
import { NewsCarousel } from './NewsCarousel';

const STAFF = buildClaims({ home_page: ['view'], announcements: ['view'] }, { id: 2, group_id: 15 });

const ITEMS: NewsCarouselItem[] = [
  buildCarouselItem({ id: 1, title: 'Oldest', createdAt: '2026-09-01T00:00:00Z' }),
  buildCarouselItem({ id: 2, title: 'Private', active: false, createdAt: '2026-11-01T00:00:00Z' }),
  buildCarouselItem({ id: 3, title: 'Newest', createdAt: '2026-11-10T00:00:00Z', comments: [buildComment({ content: 'Top comment', like: [1, 2] })] }),
  buildCarouselItem({ id: 4, title: 'Later', publish_date: '2999-01-01T00:00:00Z', scheduled: true }),
  buildCarouselItem({ id: 5, title: 'Middle', createdAt: '2026-10-01T00:00:00Z' }),
];

function serve(items = ITEMS) {
  return fakeApi((req) => (req.path === '/api/v1/latest-news/carousel' ? { body: { results: items } } : undefined));
}

const visibleTitle = () => {
  const shown = screen.getAllByTestId('news-slide').filter((s) => !s.hidden);
  expect(shown).toHaveLength(1);
  return within(shown[0]!).getByRole('heading').textContent;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('NewsCarousel (home)', () => {
  it('shows only active, published items: active first, then newest', async () => {
    serve();
    renderWithProviders(<NewsCarousel />, { claims: STAFF });
    const slides = await screen.findAllByTestId('news-slide');
    expect(slides.map((s) => within(s).getByRole('heading', { hidden: true }).textContent)).toEqual(['Newest', 'Middle', 'Oldest']);
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(visibleTitle()).toBe('Newest');
    expect(within(slides[0]!).getByText('Top comment')).toBeTruthy();
  });

  it('links Read More to the article and Show More to /announcements', async () => {
    serve();
    renderWithProviders(<NewsCarousel />, { claims: STAFF });
    const read = await screen.findByRole('link', { name: NEWS_TEXTS.readMoreLabel('Newest') });
    expect(read.getAttribute('href')).toBe('/announcements?id=3');
    expect(screen.getByRole('link', { name: NEWS_TEXTS.showMore }).getAttribute('href')).toBe('/announcements');
  });

  it('moves every 3 s in an endless loop and pauses while hovered or focused', async () => {
    serve();
    renderWithProviders(<NewsCarousel />, { claims: STAFF });
    await screen.findAllByTestId('news-slide');
    vi.useFakeTimers();
    const region = screen.getByTestId('news-carousel-slides');
    // re-arm the interval under fake timers
    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);
    act(() => void vi.advanceTimersByTime(2999));
    expect(visibleTitle()).toBe('Newest');
    act(() => void vi.advanceTimersByTime(1));
    expect(visibleTitle()).toBe('Middle');
    act(() => void vi.advanceTimersByTime(6000));
    expect(visibleTitle()).toBe('Newest'); // wrapped around

    fireEvent.mouseEnter(region);
    act(() => void vi.advanceTimersByTime(9000));
    expect(visibleTitle()).toBe('Newest');
    fireEvent.mouseLeave(region);

    fireEvent.focus(screen.getByRole('button', { name: CAROUSEL_TEXTS.next }));
    act(() => void vi.advanceTimersByTime(9000));
    expect(visibleTitle()).toBe('Newest');
    expect(region.getAttribute('data-playing')).toBe('false');
  });

  it('is driven from the keyboard: arrows, previous/next, dots, and a pause button', async () => {
    serve();
    renderWithProviders(<NewsCarousel />, { claims: STAFF });
    await screen.findAllByTestId('news-slide');
    const region = screen.getByTestId('news-carousel-slides');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(visibleTitle()).toBe('Oldest');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(visibleTitle()).toBe('Newest');
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXTS.next }));
    expect(visibleTitle()).toBe('Middle');
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXTS.goTo(3) }));
    expect(visibleTitle()).toBe('Oldest');
    expect(screen.getByRole('button', { name: CAROUSEL_TEXTS.goTo(3) }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXTS.pause }));
    expect(screen.getByRole('button', { name: CAROUSEL_TEXTS.play })).toBeTruthy();
  });

  it('says so when there is nothing to show, and hides Read More from users without announcements view', async () => {
    serve([]);
    renderWithProviders(<NewsCarousel />, { claims: buildClaims({ home_page: ['view'] }, { group_id: 16 }) });
    expect(await screen.findByText('No Latest News results')).toBeTruthy();
    expect(screen.queryByRole('link', { name: NEWS_TEXTS.showMore })).toBeNull();
  });
});
