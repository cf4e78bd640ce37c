import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { apiError, fakeApi, renderWithProviders } from '@portal/shared/testing';
import { navigation } from '../common/mainSite';
import { buildPublic } from '../test/fixtures';
import { PublicViewerPage } from './PublicViewerPage';

function renderViewer(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/ap/:id/:userId" element={<PublicViewerPage kind="ap" />} />
      <Route path="/ab/:id/:contactPhone" element={<PublicViewerPage kind="ab" />} />
      <Route path="/ab/:id" element={<PublicViewerPage kind="ab" />} />
    </Routes>,
    { claims: null, route },
  );
}

function setNaturalSize(img: HTMLElement, width: number, height: number) {
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(img);
}

afterEach(() => vi.restoreAllMocks());

describe('PublicViewerPage (spec 2, public viewers)', () => {
  it('/ap/{id}/{userId}: date, Author, subject, body, image 256 px; records the view for that contact without a token', async () => {
    const { requests, fetchMock } = fakeApi((req) => (req.path.startsWith('/api/v1/analytics/') ? { status: 204 } : { body: { results: buildPublic({ id: 7 }) } }));
    renderViewer('/ap/7/42');
    expect(await screen.findByRole('heading', { level: 2, name: 'Open enrollment' })).toBeTruthy();
    expect(screen.getByText('Nov 2, 2026')).toBeTruthy();
    expect(screen.getByText('Author: Alex Morgan')).toBeTruthy();
    expect(screen.getByTestId('viewer-body').querySelector('em')?.textContent).toBe('Friday');
    const img = screen.getByTestId('viewer-image');
    expect(img.getAttribute('width')).toBe('256');
    await vi.waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/v1/analytics/viewed/announcements/7/payroll/42'));
    expect(requests[0]!.path).toBe('/api/v1/announcements/ap/7');
    for (const call of fetchMock.mock.calls) expect(new Headers(call[1]?.headers).get('authorization')).toBeNull();
  });

  it('hides the image when it is a 1x1 placeholder, keeps a real one', async () => {
    fakeApi(() => ({ body: { results: buildPublic() } }));
    const first = renderViewer('/ab/7');
    setNaturalSize(await screen.findByTestId('viewer-image'), 1, 1);
    expect(screen.queryByTestId('viewer-image')).toBeNull();
    first.unmount();

    renderViewer('/ab/7');
    const img = await screen.findByTestId('viewer-image');
    setNaturalSize(img, 800, 600);
    expect(screen.getByTestId('viewer-image')).toBeTruthy();
  });

  it('/ab/{id}/{contactPhone} records a benefits view; /ab/{id} records none', async () => {
    const { requests } = fakeApi((req) => (req.path.startsWith('/api/v1/analytics/') ? { status: 204 } : { body: { results: buildPublic({ id: 7 }) } }));
    const first = renderViewer('/ab/7/3125550100');
    await screen.findByRole('heading', { level: 2 });
    await vi.waitFor(() => expect(requests.map((r) => r.path)).toContain('/api/v1/analytics/viewed/announcements/7/benefits/3125550100'));
    expect(requests[0]!.path).toBe('/api/v1/announcements/ab/7');
    first.unmount();

    requests.length = 0;
    renderViewer('/ab/7');
    await screen.findByRole('heading', { level: 2 });
    await new Promise((r) => setTimeout(r, 50));
    expect(requests.map((r) => r.path)).toEqual(['/api/v1/announcements/ab/7']);
  });

  it('sends the reader to the main site when the announcement cannot be loaded', async () => {
    const leave = vi.spyOn(navigation, 'leaveToMainSite').mockImplementation(() => undefined);
    fakeApi(() => apiError(404, 'NOT_FOUND', 'Not found'));
    renderViewer('/ap/7/42');
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('sends the reader to the main site for an id that is not a number', async () => {
    const leave = vi.spyOn(navigation, 'leaveToMainSite').mockImplementation(() => undefined);
    const { requests } = fakeApi(() => undefined);
    renderViewer('/ab/seven');
    await vi.waitFor(() => expect(leave).toHaveBeenCalled());
    expect(requests).toHaveLength(0);
  });
});
