import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { EVENT_LIMITS, EVENT_MESSAGES as M, EVENTS_REALTIME, type SpecialEvent } from '@portal/shared';
import { fakeApi, installFakeRealtime, renderWithProviders } from '@portal/shared/testing';
import { SpecialEventPage } from './SpecialEventPage';

vi.setConfig({ testTimeout: 60_000 });

// jsdom's Blob has no arrayBuffer() (browsers do): read it the older way
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const EVENT: SpecialEvent = {
  event_id: 8,
  event_title: 'Grand opening: Riverside',
  event_description: 'Ribbon cutting at 10.',
  event_address: '100 Riverside Dr',
  event_start: '2026-12-22T16:00:00.000Z',
  event_end: '2026-12-22T20:00:00.000Z',
  event_type: 'Location Opening',
  event_color: '#3dd17b',
  created_by: { id: 1, full_name: 'Alex Morgan', url_image: null },
  createdAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  groups_ids: [{ id: 1, name: 'Super Admin' }],
  additional_users: [],
  comments: [
    {
      id: 5,
      message: 'Banners arrive on Monday.',
      files: [],
      created_by: { id: 1, full_name: 'Alex Morgan', url_image: null },
      createdAt: '2026-12-02T10:00:00.000Z',
      updatedAt: '2026-12-02T10:00:00.000Z',
    },
  ],
};

function setup(event: () => SpecialEvent = () => EVENT) {
  fakeApi((req) => {
    if (req.method === 'GET' && req.path === '/api/v1/events/special/8') return { body: { results: event() } };
    if (req.method === 'GET' && req.path === '/api/v1/portal-settings') return { body: { timeZone: 'America/Chicago' } };
    return undefined;
  });
  return renderWithProviders(
    <Routes>
      <Route path="/special-event/:id" element={<SpecialEventPage />} />
    </Routes>,
    { route: '/special-event/8', grants: { events: ['view', 'add', 'edit', 'delete'] } },
  );
}

const png = (name: string) => new File([PNG], name, { type: 'image/png' });

describe('special event page (spec 2.6)', () => {
  it('puts each edit icon on the line of the value it unlocks, drawn (no ✎ glyph)', async () => {
    const { container } = setup();
    await screen.findByRole('heading', { name: EVENT.event_title });
    for (const [label, value] of [
      ['Edit title', EVENT.event_title],
      ['Edit address or link', EVENT.event_address],
      ['Edit description', EVENT.event_description],
    ] as const) {
      const button = screen.getByRole('button', { name: label });
      // the same row as the value, not a line of its own
      const row = button.closest('.mfs-value')!;
      expect(row).not.toBeNull();
      expect(within(row as HTMLElement).getByText(value)).toBeTruthy();
      expect(button.querySelector('svg')).not.toBeNull();
    }
    expect(container.textContent).not.toContain('✎');
    fireEvent.click(screen.getByRole('button', { name: 'Edit title' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe(EVENT.event_title);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it("attaches comment pictures through antd's Upload: a styled button, thumbnails, the spec's refusals and limit", async () => {
    const { container } = setup();
    await screen.findByRole('heading', { name: 'Comments' });
    // antd renews its input after each pick: looked up each time
    const picker = () => screen.getByLabelText('Pictures (.jpg or .png)') as HTMLInputElement;
    const input = picker();
    // the browser's own file control is hidden behind antd's upload button
    expect(input.closest('.ant-upload')).not.toBeNull();
    expect(input.multiple).toBe(true);
    expect(screen.getByRole('button', { name: 'Add pictures' }).classList).toContain('ant-btn');
    expect(container.querySelectorAll('input[type="file"]')).toHaveLength(1);

    fireEvent.change(input, { target: { files: [png('a.png'), png('b.png')] } });
    const list = await screen.findByRole('list', { name: 'Pictures to attach' });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(2));

    fireEvent.change(picker(), { target: { files: [new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain(M.commentFileType);

    fireEvent.change(picker(), { target: { files: [png('c.png'), png('d.png'), png('e.png'), png('f.png')] } });
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(EVENT_LIMITS.commentFiles));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add pictures' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(within(list).getAllByRole('img')).toHaveLength(EVENT_LIMITS.commentFiles - 1);
  });

  it('shows a comment written elsewhere once the live channel says the comments changed', async () => {
    const live = installFakeRealtime();
    try {
      let current = EVENT;
      setup(() => current);
      await screen.findByText('Banners arrive on Monday.');
      await waitFor(() => expect(live.rooms.has(EVENTS_REALTIME.room(8))).toBe(true));
      const added = { ...EVENT.comments[0]!, id: 6, message: 'Ribbon ordered.' };
      current = { ...EVENT, comments: [...EVENT.comments, added] };
      live.push(EVENTS_REALTIME.commentEvent, { eventId: 8 });
      expect(await screen.findByText('Ribbon ordered.')).toBeTruthy();
    } finally {
      live.restore();
    }
  });
});
