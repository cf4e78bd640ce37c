import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, App, Button, Input, Select, Space, Spin, Tag } from 'antd';
import { CALENDAR_TEXTS as T, EVENT_MESSAGES as M, EVENT_LIMITS, EVENTS_REALTIME, SPECIAL_EVENT_TYPES, type SpecialEvent } from '@portal/shared';
import { errorText, usePermission } from '@portal/shared/react';
import { usePortalTimeZone, useRefetchOnEvent } from '@portal/shared/pages';
import { confirmDeleteEvent } from '../confirmDelete';
import { calendarKeys, useDeleteEvent, useFollowerSearch, useSetFollowers, useSpecialEvent, useUpdateSpecialEvent } from '../api';
import { formatInZone, fromWall, toWall, type WallTime } from '../time';
import { Comments } from './Comments';
import { EditIcon } from '@portal/shared/icons';
import './special.css';

type Field = 'title' | 'type' | 'address' | 'start' | 'end' | 'description';
interface Draft {
  title: string;
  type: string;
  address: string;
  description: string;
  start: WallTime;
  end: WallTime;
}

const LABELS: Record<Field, string> = { title: 'Title', type: 'Event type', address: 'Address or link', start: 'Start', end: 'End', description: 'Description' };

function draftOf(event: SpecialEvent, zone: string): Draft {
  return {
    title: event.event_title,
    type: event.event_type,
    address: event.event_address,
    description: event.event_description,
    start: toWall(event.event_start, zone),
    end: toWall(event.event_end, zone),
  };
}

/**
 * /special-event/:id (spec 2.6): every field locked until its edit icon, 'Save changes' once one is unlocked, creator
 * and times, follower groups (read only), additional followers by a name search from 3 characters, Delete event, and
 * the comments (live for everyone on the page).
 */
export function SpecialEventPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const zone = usePortalTimeZone();
  const event = useSpecialEvent(valid ? id : 0);
  useRefetchOnEvent(EVENTS_REALTIME.commentEvent, calendarKeys.specialOne(id), valid ? EVENTS_REALTIME.room(id) : undefined);

  const data = event.data && typeof event.data.event_id === 'number' ? event.data : null;
  if (!valid || event.isError || (event.data && !data)) {
    return (
      <section className="mfs-page">
        <h2>{T.specialEvent}</h2>
        {/* one message: the server's when it says why (not found, not allowed), else the spec's failure text */}
        <Alert type="error" showIcon role="alert" title={event.isError ? errorText(event.error, M.fetchFailed) : M.fetchFailed} />
      </section>
    );
  }
  if (!data) {
    return (
      <section className="mfs-page">
        <h2>{T.specialEvent}</h2>
        <Spin aria-label="Loading the event" />
      </section>
    );
  }
  return <SpecialEventView key={`${data.event_id}-${data.updatedAt}`} event={data} zone={zone} />;
}

function SpecialEventView({ event, zone }: { event: SpecialEvent; zone: string }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const canEdit = usePermission('events', 'edit');
  const canDelete = usePermission('events', 'delete');
  const [unlocked, setUnlocked] = useState<Set<Field>>(new Set());
  const [draft, setDraft] = useState<Draft>(() => draftOf(event, zone));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateSpecialEvent(event.event_id);
  const remove = useDeleteEvent();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function handleSave() {
    setProblem(null);
    try {
      await update.mutateAsync({
        event_title: draft.title,
        event_description: draft.description,
        event_address: draft.address,
        event_start: fromWall(draft.start, zone),
        event_end: fromWall(draft.end, zone),
        event_type: draft.type as (typeof SPECIAL_EVENT_TYPES)[number],
      });
      void message.success(M.specialUpdated);
    } catch (error) {
      setProblem(errorText(error, M.updateFailed));
    }
  }

  function handleDelete() {
    confirmDeleteEvent(
      { modal, message },
      {
        title: T.deleteEvent,
        confirm: M.deleteEventConfirm,
        remove: () => remove.mutateAsync(event.event_id),
        done: M.specialDeleted,
        failed: M.deleteFailed,
        then: () => navigate('/calendar'),
      },
    );
  }

  function field(name: Field, shown: React.ReactNode, editor: React.ReactNode) {
    const open = unlocked.has(name);
    return (
      <div className="mfs-field" data-field={name}>
        <span className="mfs-label">{LABELS[name]}</span>
        {/* the edit icon sits right after the value it unlocks, on its line at every width */}
        <div className="mfs-value">
          {open ? editor : <div className="mfs-shown">{shown}</div>}
          {canEdit && !open ? (
            <Button
              type="text"
              size="small"
              className="mfs-edit"
              icon={<EditIcon />}
              aria-label={`Edit ${LABELS[name].toLowerCase()}`}
              title={`Edit ${LABELS[name].toLowerCase()}`}
              onClick={() => setUnlocked((u) => new Set(u).add(name))}
            />
          ) : null}
        </div>
      </div>
    );
  }

  const wallInputs = (key: 'start' | 'end') => (
    <Space wrap>
      <Input type="date" aria-label={`${LABELS[key]} date`} value={draft[key].date} onChange={(e) => set({ [key]: { ...draft[key], date: e.target.value } })} />
      <Input type="time" aria-label={`${LABELS[key]} time`} value={draft[key].time} onChange={(e) => set({ [key]: { ...draft[key], time: e.target.value } })} />
    </Space>
  );

  return (
    <article className="mfs-page" aria-labelledby="special-event-title">
      <header className="mfs-header">
        <span className="mfs-swatch" style={{ background: event.event_color }} aria-hidden="true" />
        <h2 id="special-event-title">{event.event_title}</h2>
        <Tag color={event.event_color}>{event.event_type}</Tag>
        {canDelete ? (
          <Button danger onClick={handleDelete} loading={remove.isPending}>
            {T.deleteEvent}
          </Button>
        ) : null}
      </header>
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
      <section className="mfs-fields" aria-label="Event details">
        {field(
          'title',
          event.event_title,
          <Input aria-label="Title" value={draft.title} maxLength={EVENT_LIMITS.title} showCount onChange={(e) => set({ title: e.target.value })} />,
        )}
        {field(
          'type',
          event.event_type,
          <Select
            aria-label="Event type"
            value={draft.type}
            options={SPECIAL_EVENT_TYPES.map((t) => ({ value: t, label: t }))}
            onChange={(value: string) => set({ type: value })}
            style={{ minWidth: 200 }}
          />,
        )}
        {field(
          'address',
          /^https?:\/\//.test(event.event_address) ? (
            <a href={event.event_address} target="_blank" rel="noreferrer">
              {event.event_address}
            </a>
          ) : (
            event.event_address
          ),
          <Input aria-label="Address or link" value={draft.address} maxLength={EVENT_LIMITS.address} onChange={(e) => set({ address: e.target.value })} />,
        )}
        {field('start', formatInZone(event.event_start, zone), wallInputs('start'))}
        {field('end', formatInZone(event.event_end, zone), wallInputs('end'))}
        {field(
          'description',
          <p className="mfs-description">{event.event_description}</p>,
          <Input.TextArea
            aria-label="Description"
            value={draft.description}
            maxLength={EVENT_LIMITS.description}
            showCount
            autoSize={{ minRows: 3, maxRows: 10 }}
            onChange={(e) => set({ description: e.target.value })}
          />,
        )}
        {unlocked.size > 0 ? (
          <Space>
            <Button type="primary" onClick={() => void handleSave()} loading={update.isPending}>
              {T.saveChanges}
            </Button>
            <Button
              onClick={() => {
                setUnlocked(new Set());
                setDraft(draftOf(event, zone));
                setProblem(null);
              }}
            >
              Cancel
            </Button>
          </Space>
        ) : null}
        <dl className="mfs-meta">
          <dt>Created by</dt>
          <dd>{event.created_by.full_name}</dd>
          <dt>Created</dt>
          <dd>{formatInZone(event.createdAt, zone)}</dd>
          <dt>Updated</dt>
          <dd>{formatInZone(event.updatedAt, zone)}</dd>
        </dl>
      </section>
      <Followers event={event} canEdit={canEdit} />
      <Comments event={event} zone={zone} />
    </article>
  );
}

function Followers({ event, canEdit }: { event: SpecialEvent; canEdit: boolean }) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const search = useFollowerSearch(text, EVENT_LIMITS.followerSearchMin);
  const setFollowers = useSetFollowers(event.event_id);
  const current = event.additional_users.map((u) => u.customer_id);

  async function save(ids: number[]) {
    try {
      await setFollowers.mutateAsync(ids);
      void message.success(M.specialUpdated);
    } catch (error) {
      void message.error(errorText(error, M.updateFailed));
    }
  }

  return (
    <section className="mfs-followers" aria-labelledby="followers-heading">
      <h3 id="followers-heading">{T.followers}</h3>
      <div aria-label="Follower groups">{event.groups_ids.length ? event.groups_ids.map((g) => <Tag key={g.id}>{g.name}</Tag>) : <span className="mfc-muted">No groups</span>}</div>
      <h4>{T.additionalFollowers}</h4>
      <div data-testid="additional-followers">
        {event.additional_users.length === 0 ? <span className="mfc-muted">No additional followers</span> : null}
        {event.additional_users.map((u) => (
          <Tag key={u.customer_id} closable={canEdit} onClose={() => void save(current.filter((c) => c !== u.customer_id))}>
            {u.label}
          </Tag>
        ))}
      </div>
      {canEdit ? (
        <Select
          showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
          aria-label="Add a follower"
          placeholder={`Type at least ${EVENT_LIMITS.followerSearchMin} characters of a name`}
          value={null}
          style={{ width: '100%', maxWidth: 420 }}
          loading={search.isFetching}
          notFoundContent={
            text.trim().length < EVENT_LIMITS.followerSearchMin ? `Type at least ${EVENT_LIMITS.followerSearchMin} characters.` : search.isFetching ? 'Searching…' : 'Nobody found.'
          }
          options={(search.data ?? []).filter((c) => !current.includes(c.customer_id)).map((c) => ({ value: c.customer_id, label: `${c.label} (${c.email})` }))}
          onChange={(value: number) => {
            setText('');
            void save([...current, value]);
          }}
        />
      ) : null}
    </section>
  );
}
