import { useMemo, useState } from 'react';
import { Alert, App, Button, Input, Modal, Select, Space } from 'antd';
import {
  CALENDAR_TEXTS as T,
  EVENT_COLORS,
  EVENT_LIMITS,
  EVENT_MESSAGES as M,
  EVENT_TYPES,
  eventColorOf,
  eventDraftProblems,
  eventKindOf,
  googleCalendarLink,
  isSpecialType,
  kindButtons,
  toggleKind,
  type CalendarEvent,
  type EventDraft,
  type EventKind,
  type EventProblem,
} from '@portal/shared';
import { errorText } from '@portal/shared/react';
import { useGroups, useLocationOptions } from '@portal/shared/pages';
import { confirmDeleteEvent } from '../confirmDelete';
import { fetchDownload, saveBlob } from '@portal/shared/download';
import { useCreateEvent, useDeleteEvent, useUpdateEvent } from '../api';
import { defaultWall, fromWall, toWall, type WallTime } from '../time';
import './eventModal.css';

export type EventModalTarget = { kind: 'new'; start: WallTime; end: WallTime } | { kind: 'existing'; event: CalendarEvent };

export interface EventModalProps {
  target: EventModalTarget | null;
  zone: string;
  rights: { add: boolean; edit: boolean; delete: boolean; view: boolean };
  onClose: () => void;
}

interface FormState {
  title: string;
  type: string;
  address: string;
  description: string;
  start: WallTime;
  end: WallTime;
  kind: EventKind | null;
  groups: number[];
  locations: number[];
}

/**
 * What the banner shows: a rule of spec 5 (shown until the field it names is fixed) or the api's refusal (shown until
 * the form changes).
 */
type Problem = { field: EventProblem['field']; message: string } | { field: 'server'; message: string; at: FormState };

const KIND_BUTTONS = ['personal', 'local', 'group', 'general'] as const;
const BUTTON_COLORS = { personal: EVENT_COLORS.personal, local: EVENT_COLORS.local, group: EVENT_COLORS.group, general: EVENT_COLORS.general };

function initialState(target: EventModalTarget, zone: string): FormState {
  if (target.kind === 'new') return { title: '', type: '', address: '', description: '', start: target.start, end: target.end, kind: null, groups: [], locations: [] };
  const e = target.event;
  return {
    title: e.event_title,
    type: e.event_type,
    address: e.event_address,
    description: e.event_description,
    start: toWall(e.event_start, zone),
    end: toWall(e.event_end, zone),
    kind: e.kind === 'special' ? null : e.kind,
    groups: e.groups_ids,
    locations: e.locations_ids,
  };
}

/** The banner's text while its problem is still there in `state`, else null. */
export function visibleProblem(problem: Problem | null, state: FormState, zone: string): string | null {
  if (!problem) return null;
  if (problem.field === 'server') return problem.at === state ? problem.message : null;
  return eventDraftProblems(draftOf(state, zone)).some((p) => p.field === problem.field) ? problem.message : null;
}

/** The name of the colour an event of that kind (or special type) gets, for the swatch's label. */
function colorName(kind: EventKind | 'special' | null, type: string): string {
  if (kind === 'special') return type;
  if (kind === 'local_group') return `${T.kinds.local} + ${T.kinds.group}`;
  return kind ? T.kinds[kind] : '';
}

/** What the form sends (spec 3's payload): the kind buttons become isForMe / isForEveryone, the colour and the lists. */
export function draftOf(state: FormState, zone: string): EventDraft {
  const special = isSpecialType(state.type);
  const kind = special ? 'special' : state.kind;
  return {
    title: state.title,
    type: state.type,
    address: state.address,
    description: state.description,
    start: fromWall(state.start, zone),
    end: fromWall(state.end, zone),
    color: kind ? eventColorOf(kind, state.type) : null,
    groups_ids: !special && (kind === 'group' || kind === 'local_group') ? state.groups : [],
    locations_ids: !special && (kind === 'local' || kind === 'local_group') ? state.locations : [],
    isForMe: !special && kind === 'personal',
    isForEveryone: !special && kind === 'general',
  };
}

/**
 * The event modal (spec 2.5): every field, the four kind buttons with their colours and rules (Local + Group together),
 * Location Opening and Project without groups or locations, spec 5's alerts in order, Delete with confirmation,
 * Export event (.ics) and a Google Calendar link. Without the write right it is read only, in personal mode (spec 4).
 */
export function EventModal({ target, zone, rights, onClose }: EventModalProps) {
  const { message, modal } = App.useApp();
  const [state, setState] = useState<FormState | null>(() => (target ? initialState(target, zone) : null));
  const [problem, setProblem] = useState<Problem | null>(null);
  // the event this modal has just created: the modal stays open on it, so Export is offered at once
  const [created, setCreated] = useState<CalendarEvent | null>(null);
  // another target (or zone) starts the form again, in the same render
  const [shown, setShown] = useState({ target, zone });
  if (shown.target !== target || shown.zone !== zone) {
    setShown({ target, zone });
    setState(target ? initialState(target, zone) : null);
    setProblem(null);
    setCreated(null);
  }
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const remove = useDeleteEvent();
  const existing = created ?? (target?.kind === 'existing' ? target.event : null);
  const canWrite = existing ? rights.edit : rights.add;
  const readOnly = !canWrite;
  const groups = useGroups({ enabled: Boolean(target) && !readOnly });
  const locations = useLocationOptions({ enabled: Boolean(target) && !readOnly });

  const special = state ? isSpecialType(state.type) : false;
  // without write the form is forced to personal mode (spec 4)
  const shownKind: EventKind | null = readOnly ? 'personal' : (state?.kind ?? null);
  const pressed = kindButtons(special ? null : shownKind);
  const color = useMemo(() => {
    if (!state) return null;
    const kind = special ? 'special' : eventKindOf(draftOf(state, zone));
    return kind ? { value: eventColorOf(kind, state.type), name: colorName(kind, state.type) } : null;
  }, [state, special, zone]);

  if (!target || !state) return null;
  const set = (patch: Partial<FormState>) => setState((s) => (s ? { ...s, ...patch } : s));
  const busy = create.isPending || update.isPending || remove.isPending;

  async function handleSave() {
    if (!state) return;
    const draft = draftOf(state, zone);
    const found = eventDraftProblems(draft)[0];
    if (found) {
      setProblem(found);
      return;
    }
    setProblem(null);
    try {
      if (existing) {
        await update.mutateAsync({ id: existing.event_id, body: draft });
        void message.success(M.updated);
        onClose();
      } else {
        const event = await create.mutateAsync(draft);
        void message.success(M.created);
        // stay open on the new event (Export, Google Calendar, Delete); without its id, nothing to offer: close
        if (event && typeof event.event_id === 'number') {
          setCreated(event);
          setState(initialState({ kind: 'existing', event }, zone));
        } else onClose();
      }
    } catch (error) {
      setProblem({ field: 'server', message: errorText(error, existing ? M.updateFailed : M.createFailed), at: state });
    }
  }

  function handleDelete() {
    if (!existing) return;
    confirmDeleteEvent(
      { modal, message },
      {
        title: T.deleteButton,
        confirm: M.deleteEventConfirm,
        remove: () => remove.mutateAsync(existing.event_id),
        done: M.deleted,
        failed: M.deleteFailed,
        then: onClose,
      },
    );
  }

  async function handleExport() {
    if (!existing) return;
    try {
      const { blob, name } = await fetchDownload(`/events/${existing.event_id}/ics`, `event-${existing.event_id}.ics`);
      saveBlob(blob, name);
      void message.success(M.exported);
    } catch (error) {
      void message.error(errorText(error, M.fetchFailed));
    }
  }

  const footer = [
    existing && rights.delete && canWrite ? (
      <Button key="delete" danger onClick={handleDelete} disabled={busy}>
        {T.deleteButton}
      </Button>
    ) : null,
    existing && rights.view ? (
      <Button key="export" onClick={() => void handleExport()}>
        {T.exportEvent}
      </Button>
    ) : null,
    existing && rights.view ? (
      <a
        key="google"
        className="ant-btn"
        href={googleCalendarLink(
          { title: existing.event_title, description: existing.event_description, address: existing.event_address, start: existing.event_start, end: existing.event_end },
          zone,
        )}
        target="_blank"
        rel="noreferrer"
      >
        {T.googleCalendar}
      </a>
    ) : null,
    <Button key="close" onClick={onClose}>
      {readOnly || created ? 'Close' : 'Cancel'}
    </Button>,
    readOnly ? null : (
      <Button key="save" type="primary" onClick={() => void handleSave()} loading={create.isPending || update.isPending}>
        Save
      </Button>
    ),
  ].filter(Boolean);

  const id = (name: string) => `event-${name}`;
  const shownProblem = visibleProblem(problem, state, zone);
  return (
    <Modal open onCancel={onClose} title={existing ? T.eventTitle : T.newEventTitle} footer={footer} width={640} destroyOnHidden>
      <div className="mfc-event-form" data-testid="event-form" data-read-only={readOnly ? 'true' : 'false'}>
        {readOnly ? <Alert type="info" showIcon title={T.readOnlyNote} /> : null}
        {shownProblem ? <Alert type="error" showIcon role="alert" title={shownProblem} data-testid="event-problem" /> : null}
        <div role="group" aria-label="Who is it for" className="mfc-kinds">
          {KIND_BUTTONS.map((button) => (
            <Button
              key={button}
              aria-pressed={pressed[button]}
              disabled={readOnly || special}
              onClick={() => set({ kind: toggleKind(state.kind, button) })}
              style={pressed[button] ? { background: BUTTON_COLORS[button], borderColor: BUTTON_COLORS[button], color: button === 'group' ? '#222' : '#fff' } : undefined}
            >
              {T.kinds[button]}
            </Button>
          ))}
          {color ? (
            <span className="mfc-color" data-testid="event-color" data-color={color.value} title={`Colour: ${color.name}`}>
              <span className="mfc-color__label" aria-hidden="true">
                Colour
              </span>
              <span className="mfc-color__swatch" style={{ background: color.value }} role="img" aria-label={`Colour: ${color.name}`} />
            </span>
          ) : null}
        </div>
        <label htmlFor={id('title')}>Title</label>
        <Input id={id('title')} value={state.title} maxLength={EVENT_LIMITS.title} showCount readOnly={readOnly} onChange={(e) => set({ title: e.target.value })} />
        <label htmlFor={id('type')}>Type</label>
        <Select
          id={id('type')}
          value={state.type || undefined}
          placeholder="Choose a type"
          disabled={readOnly}
          options={EVENT_TYPES.map((t) => ({ value: t, label: t }))}
          onChange={(value: string) => set({ type: value })}
          aria-label="Type"
        />
        <label htmlFor={id('address')}>Address</label>
        <Input id={id('address')} value={state.address} maxLength={EVENT_LIMITS.address} readOnly={readOnly} onChange={(e) => set({ address: e.target.value })} />
        <label htmlFor={id('description')}>Description</label>
        <Input.TextArea
          id={id('description')}
          value={state.description}
          maxLength={EVENT_LIMITS.description}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
          readOnly={readOnly}
          onChange={(e) => set({ description: e.target.value })}
        />
        <fieldset className="mfc-times">
          <legend>Start and end ({zone})</legend>
          <Space wrap>
            <label>
              Start date <Input type="date" value={state.start.date} readOnly={readOnly} onChange={(e) => set({ start: { ...state.start, date: e.target.value } })} />
            </label>
            <label>
              Start time <Input type="time" value={state.start.time} readOnly={readOnly} onChange={(e) => set({ start: { ...state.start, time: e.target.value } })} />
            </label>
            <label>
              End date <Input type="date" value={state.end.date} readOnly={readOnly} onChange={(e) => set({ end: { ...state.end, date: e.target.value } })} />
            </label>
            <label>
              End time <Input type="time" value={state.end.time} readOnly={readOnly} onChange={(e) => set({ end: { ...state.end, time: e.target.value } })} />
            </label>
          </Space>
        </fieldset>
        {!special && !readOnly && pressed.group ? (
          <>
            <label htmlFor={id('groups')}>Groups</label>
            <Select
              id={id('groups')}
              mode="multiple"
              aria-label="Groups"
              value={state.groups}
              loading={groups.isLoading}
              options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
              optionFilterProp="label"
              onChange={(value: number[]) => set({ groups: value })}
            />
          </>
        ) : null}
        {!special && !readOnly && pressed.local ? (
          <>
            <label htmlFor={id('locations')}>Locations</label>
            <Select
              id={id('locations')}
              mode="multiple"
              aria-label="Locations"
              value={state.locations}
              loading={locations.isLoading}
              options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.display_name }))}
              optionFilterProp="label"
              onChange={(value: number[]) => set({ locations: value })}
            />
          </>
        ) : null}
        {existing ? <p className="mfc-muted">Created by {existing.full_name || 'a former user'}</p> : null}
      </div>
    </Modal>
  );
}

export { defaultWall };
