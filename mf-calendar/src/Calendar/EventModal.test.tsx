import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { EVENT_COLORS, EVENT_MESSAGES as M, type CalendarEvent } from '@portal/shared';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { EventModal, type EventModalProps } from './EventModal';
import { defaultWall } from '../time';

vi.setConfig({ testTimeout: 60_000 });

const ZONE = 'America/Chicago';
const ALL = { view: true, add: true, edit: true, delete: true };

function setup(props: Partial<EventModalProps> = {}) {
  const api = fakeApi((req) => {
    if (req.method === 'GET' && req.path === '/api/v1/groups') return { body: { results: [{ id: 15, name: 'Team Member', profile_id: 1 }] } };
    if (req.method === 'GET' && req.path === '/api/v1/locations/options') return { body: { results: [{ id: 3, display_name: 'Riverside' }] } };
    if (req.method === 'POST' && req.path === '/api/v1/events') {
      // the api answers the stored event (its id, the colour and kind it derived)
      const body = req.body as { title: string; type: string; address: string; description: string; start: string; end: string; color: string };
      const saved: CalendarEvent = {
        event_id: 41,
        event_title: body.title,
        event_type: body.type,
        event_address: body.address,
        event_description: body.description,
        event_start: body.start,
        event_end: body.end,
        event_color: body.color,
        event_is_for_me: true,
        event_is_for_everyone: false,
        kind: 'personal',
        groups_ids: [],
        locations_ids: [],
        allDay: false,
        full_name: 'Alex Morgan',
        created_by: 1,
      };
      return { status: 201, body: { results: saved } };
    }
    return undefined;
  });
  const onClose = vi.fn();
  const rendered = renderWithProviders(<EventModal target={{ kind: 'new', ...defaultWall('2026-11-25') }} zone={ZONE} rights={ALL} onClose={onClose} {...props} />, {
    grants: { events: ['view', 'add', 'edit', 'delete'] },
  });
  return { ...api, onClose, rerender: rendered.rerender };
}

function existingEvent(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    event_id: 9,
    event_title: 'All-hands',
    event_type: 'Meeting',
    event_address: 'HQ',
    event_description: 'Everyone',
    event_start: '2026-11-25T15:00:00.000Z',
    event_end: '2026-11-25T16:00:00.000Z',
    event_color: EVENT_COLORS.general,
    event_is_for_me: false,
    event_is_for_everyone: true,
    kind: 'general',
    groups_ids: [],
    locations_ids: [],
    allDay: false,
    full_name: 'Alex Morgan',
    created_by: 1,
    ...overrides,
  };
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const problem = () => screen.getByTestId('event-problem').textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function chooseType(value: string) {
  const select = screen.getByLabelText('Type');
  fireEvent.mouseDown(select);
  const options = await screen.findAllByTitle(value);
  fireEvent.click(options[options.length - 1]!);
}

describe('event modal (spec 2.5, 4, 5)', () => {
  it('defaults to 08:00–08:30 on the day and alerts the rules in the spec’s order; sends nothing until they pass', async () => {
    const { requests, onClose } = setup();
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toBe('08:00');
    expect((screen.getByLabelText('End time') as HTMLInputElement).value).toBe('08:30');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-11-25');
    save();
    expect(problem()).toBe(M.invalidTitle);
    type('Title', 'Opening prep');
    save();
    expect(problem()).toBe(M.invalidType);
    await chooseType('Meeting');
    save();
    expect(problem()).toBe(M.invalidAddress);
    type('Address', 'Room 1');
    save();
    expect(problem()).toBe(M.invalidDescription);
    type('Description', 'Bring the plans');
    type('End time', '07:00');
    save();
    expect(problem()).toBe(M.invalidEnd);
    type('End time', '08:30');
    save();
    expect(problem()).toBe(M.noKind);
    fireEvent.click(screen.getByRole('button', { name: 'Group' }));
    save();
    expect(problem()).toBe(M.groupEmpty);
    fireEvent.click(screen.getByRole('button', { name: 'Local' }));
    expect(screen.getByTestId('event-color').getAttribute('data-color')).toBe(EVENT_COLORS.local_group);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    // Personal stands alone: Local and Group are released
    fireEvent.click(screen.getByRole('button', { name: 'Personal' }));
    expect(screen.getByRole('button', { name: 'Local' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('event-color').getAttribute('data-color')).toBe(EVENT_COLORS.personal);
    save();
    // created: the modal stays open on the new event, Export offered at once
    expect(await screen.findByRole('button', { name: 'Export event' })).toBeTruthy();
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('Event');
    // the footer's Close (the corner ✕ is also named Close)
    const close = screen.getByText('Close', { selector: 'button span' }).closest('button')!;
    expect(onClose).not.toHaveBeenCalled();
    const sent = requests.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      title: 'Opening prep',
      isForMe: true,
      isForEveryone: false,
      color: EVENT_COLORS.personal,
      start: '2026-11-25T14:00:00.000Z',
      end: '2026-11-25T14:30:00.000Z',
    });
    fireEvent.click(close);
    expect(onClose).toHaveBeenCalled();
  });

  it('the banner goes once the field it names is fixed (not when another field changes), and the next rule shows on the next Save', async () => {
    setup();
    save();
    expect(problem()).toBe(M.invalidTitle);
    type('Address', 'Room 1');
    expect(problem()).toBe(M.invalidTitle);
    type('Title', 'Opening prep');
    expect(screen.queryByTestId('event-problem')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    save();
    expect(problem()).toBe(M.invalidType);
    await chooseType('Meeting');
    expect(screen.queryByTestId('event-problem')).toBeNull();
  });

  it('shows the colour as a swatch named by its kind, never as a hex code', () => {
    setup();
    expect(screen.queryByTestId('event-color')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Local' }));
    fireEvent.click(screen.getByRole('button', { name: 'Group' }));
    const color = screen.getByTestId('event-color');
    expect(color.getAttribute('data-color')).toBe(EVENT_COLORS.local_group);
    expect(screen.getByRole('img', { name: 'Colour: Local + Group' })).toBeTruthy();
    expect(screen.getByTestId('event-form').textContent).not.toMatch(/#[0-9a-f]{6}/i);
  });

  it('a Location Opening takes its fixed colour and no groups or locations', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Local' }));
    await chooseType('Location Opening');
    expect(screen.getByRole('button', { name: 'Local' })).toHaveProperty('disabled', true);
    expect(screen.queryByLabelText('Locations')).toBeNull();
    expect(screen.getByTestId('event-color').getAttribute('data-color')).toBe(EVENT_COLORS['Location Opening']);
    expect(screen.getByRole('img', { name: 'Colour: Location Opening' })).toBeTruthy();
  });

  it('without the write right the form is read only, in personal mode, with Export but no Save or Delete', () => {
    setup({ target: { kind: 'existing', event: existingEvent() }, rights: { view: true, add: false, edit: false, delete: false } });
    expect(screen.getByTestId('event-form').getAttribute('data-read-only')).toBe('true');
    expect(screen.getByRole('button', { name: 'Personal' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Title') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toBe('09:00');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export event' })).toBeTruthy();
  });

  it('opened on another event shows that event’s values, without the last one’s edits or banner; reopened, the saved values', () => {
    const allHands = existingEvent();
    const training = existingEvent({ event_id: 10, event_title: 'Training', event_address: 'Room 2', event_start: '2026-11-26T14:00:00.000Z', kind: 'personal' });
    const { rerender } = setup({ target: { kind: 'existing', event: allHands } });
    const modal = (event: CalendarEvent | null) => <EventModal target={event && { kind: 'existing', event }} zone={ZONE} rights={ALL} onClose={() => {}} />;
    type('Title', '');
    save();
    expect(problem()).toBe(M.invalidTitle);

    rerender(modal(training));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Training');
    expect((screen.getByLabelText('Address') as HTMLInputElement).value).toBe('Room 2');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-11-26');
    expect((screen.getByLabelText('Start time') as HTMLInputElement).value).toBe('08:00');
    expect(screen.getByRole('button', { name: 'Personal' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTestId('event-problem')).toBeNull();

    type('Title', 'Training (moved)');
    rerender(modal(null));
    expect(screen.queryByTestId('event-form')).toBeNull();
    rerender(modal(training));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Training');
  });
});
