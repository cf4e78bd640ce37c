import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { remoteDescriptor } from '@portal/shared';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import portal from '../portal.json';
import widgets from './widgets';

describe('mf_announcements ./widgets', () => {
  it('declares in portal.json exactly the widgets it exports, in the same slots (the shell reads portal.json first)', () => {
    const declared = remoteDescriptor.parse(portal).widgets.map((w) => `${w.key}@${w.slot}`);
    expect(widgets.map((w) => `${w.key}@${w.slot}`).sort()).toEqual([...declared].sort());
    expect(new Set(widgets.map((w) => w.key)).size).toBe(widgets.length);
  });

  it('renders each widget for a user who may see the home page', async () => {
    fakeApi((req) => (req.path === '/api/v1/latest-news/carousel' ? { body: { results: [] } } : undefined));
    renderWithProviders(
      <>
        {widgets.map(({ key, element: Widget }) => (
          <Widget key={key} />
        ))}
      </>,
      { grants: { home_page: ['view'] } },
    );
    expect(await screen.findByTestId('news-carousel')).toBeTruthy();
    expect(screen.getByTestId('idea-submission')).toBeTruthy();
    for (const w of widgets) expect(w.permission).toEqual({ module: 'home_page', action: 'view' });
  });
});
