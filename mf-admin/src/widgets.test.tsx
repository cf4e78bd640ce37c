import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { remoteDescriptor, type DirectoryShortcut } from '@portal/shared';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import portal from '../portal.json';
import widgets from './widgets';

const app = (id: number, name: string): DirectoryShortcut => ({
  id,
  name,
  display_name1: name,
  display_name2: `${name} for everyone`,
  desktop_image: `/uploads/shortcuts/${id}.png`,
  mobile_image: null,
  link_desktop: `https://${id}.arcadia.example/`,
  link_mobile: `https://m.${id}.arcadia.example/`,
  order: id,
  favorite: true,
});

describe('mf_admin ./widgets', () => {
  it('declares in portal.json exactly the widgets it exports, in the same slots (the shell reads portal.json first)', () => {
    const declared = remoteDescriptor.parse(portal).widgets.map((w) => `${w.key}@${w.slot}`);
    expect(widgets.map((w) => `${w.key}@${w.slot}`).sort()).toEqual([...declared].sort());
    for (const w of widgets) expect(w.permission).toEqual({ module: 'home_page', action: 'view' });
  });

  it('shows the user’s favourite apps in the order the api gives (their personal order), each opening its link', async () => {
    const { requests } = fakeApi((req) => (req.path === '/api/v1/accounts/favorite_shortcut/1' ? { body: { results: [app(3, 'Time Clock'), app(1, 'Payroll')] } } : undefined));
    const Widget = widgets[0]!.element;
    renderWithProviders(<Widget />, { grants: { home_page: ['view'] } });
    const links = await screen.findAllByRole('link', { name: /^Open / });
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Open Time Clock (new tab)', 'Open Payroll (new tab)']);
    expect(links[0]!.getAttribute('href')).toBe('https://3.arcadia.example/');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'All apps' }).getAttribute('href')).toBe('/list-shortcuts');
    expect(requests.map((r) => r.path)).toEqual(['/api/v1/accounts/favorite_shortcut/1']);
  });

  it('says how to get favourites when there are none', async () => {
    fakeApi((req) => (req.path.startsWith('/api/v1/accounts/favorite_shortcut/') ? { body: { results: [] } } : undefined));
    const Widget = widgets[0]!.element;
    renderWithProviders(<Widget />, { grants: { home_page: ['view'] } });
    expect(await screen.findByText('Mark apps as favorites in the apps directory to see them here.')).toBeTruthy();
  });
});
