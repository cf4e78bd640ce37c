import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { App, Button, Empty, Spin } from 'antd';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import type { DateSelectArg, DatesSetArg, EventChangeArg, EventClickArg, EventInput } from '@fullcalendar/core';
import { addDays, CALENDAR_CONTEXT_COLORS, CALENDAR_TEXTS as T, dateInZone, EVENT_MESSAGES as M, readableTextColor, type CalendarEvent } from '@portal/shared';
import { errorText, useIsNarrow, usePermission } from '@portal/shared/react';
import { usePortalTimeZone } from '@portal/shared/pages';
import { useCalendarNews, useCalendarPolls, useCalendarQuestions, useEvents, useSpecialEvents, useUpdateEvent } from '../api';
import { defaultWall, toWall } from '../time';
import { EventModal, type EventModalTarget } from './EventModal';
import './calendar.css';

type Filter = 'all' | 'Location Opening' | 'Project';

/**
 * Phones open on the month's list (a month grid at 390 px cuts every chip to a few letters), with the views in the
 * footer so the header keeps the title readable; desktop widths open on the month grid.
 */
export function calendarLayout(narrow: boolean) {
  return narrow
    ? {
        initialView: 'listMonth',
        headerToolbar: { left: 'prev,next', center: 'title', right: 'today' },
        footerToolbar: { center: 'listMonth,timeGridDay,dayGridMonth' },
      }
    : {
        initialView: 'dayGridMonth',
        headerToolbar: { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth' },
        footerToolbar: false as const,
      };
}

/** The request body that moves an event (drag or resize): the event as it is, with its new times. */
function movedBody(event: CalendarEvent, start: string, end: string) {
  return {
    title: event.event_title,
    type: event.event_type,
    address: event.event_address,
    description: event.event_description,
    start,
    end,
    color: event.event_color,
    groups_ids: event.groups_ids,
    locations_ids: event.locations_ids,
    isForMe: event.kind === 'personal',
    isForEveryone: event.kind === 'general',
  };
}

/**
 * /calendar (spec 2.4): month grid by default, list-month, week and day views in the portal's zone (US Central, a
 * named-zone plugin), whatever the browser's zone; only the visible range is fetched. 'Create New Event' and a range
 * selection open the modal (08:00–08:30 on the day by default); drag and resize move an event with the edit right.
 * Latest news, trivia questions and polls show read only, all day.
 */
export function CalendarPage() {
  const zone = usePortalTimeZone();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const narrow = useIsNarrow();
  const rights = {
    view: usePermission('events', 'view'),
    add: usePermission('events', 'add'),
    edit: usePermission('events', 'edit'),
    delete: usePermission('events', 'delete'),
  };
  const seesNews = usePermission('announcements', 'view');
  const [range, setRange] = useState({ start: '', end: '', firstDay: '', lastDay: '' });
  const [filter, setFilter] = useState<Filter>('all');
  const [target, setTarget] = useState<EventModalTarget | null>(null);
  const events = useEvents(range.start, range.end);
  const specials = useSpecialEvents();
  const questions = useCalendarQuestions(range.firstDay, range.lastDay);
  const polls = useCalendarPolls(range.firstDay, range.lastDay);
  const news = useCalendarNews(seesNews);
  const update = useUpdateEvent();

  const items = useMemo<EventInput[]>(() => {
    const out: EventInput[] = [];
    for (const e of events.data ?? []) {
      if (filter !== 'all' && e.event_type !== filter) continue;
      out.push({
        id: `event-${e.event_id}`,
        title: e.event_title,
        start: e.event_start,
        end: e.event_end,
        allDay: e.allDay,
        backgroundColor: e.event_color,
        borderColor: e.event_color,
        textColor: readableTextColor(e.event_color),
        editable: rights.edit,
        extendedProps: { source: 'event', event: e, full_name: e.full_name },
      });
    }
    if (filter === 'all') {
      for (const q of questions.data ?? [])
        out.push({
          id: `question-${q.id}`,
          title: `Trivia: ${q.question_answer}`,
          start: q.date,
          allDay: true,
          color: CALENDAR_CONTEXT_COLORS.question,
          textColor: readableTextColor(CALENDAR_CONTEXT_COLORS.question),
          editable: false,
          extendedProps: { source: 'question' },
        });
      for (const p of polls.data ?? [])
        out.push({
          id: `poll-${p.id}`,
          title: `Poll: ${p.polls_answer}`,
          start: p.date_start,
          end: addDays(p.date_end, 1),
          allDay: true,
          color: CALENDAR_CONTEXT_COLORS.poll,
          textColor: readableTextColor(CALENDAR_CONTEXT_COLORS.poll),
          editable: false,
          extendedProps: { source: 'poll' },
        });
      for (const n of (news.data ?? []).filter((item) => item.active && !item.idea)) {
        const day = dateInZone(new Date(n.publish_date ?? n.createdAt), zone);
        if (range.firstDay && day >= range.firstDay && day <= range.lastDay)
          out.push({
            id: `news-${n.id}`,
            title: `News: ${n.title}`,
            start: day,
            allDay: true,
            color: CALENDAR_CONTEXT_COLORS.news,
            textColor: readableTextColor(CALENDAR_CONTEXT_COLORS.news),
            editable: false,
            extendedProps: { source: 'news', newsId: n.id, full_name: n.full_name },
          });
      }
    }
    return out;
  }, [events.data, questions.data, polls.data, news.data, filter, rights.edit, range, zone]);

  const handleDates = useCallback((arg: DatesSetArg) => {
    const firstDay = arg.startStr.slice(0, 10);
    const lastDay = addDays(arg.endStr.slice(0, 10), -1);
    setRange((r) => (r.start === arg.startStr && r.end === arg.endStr ? r : { start: arg.startStr, end: arg.endStr, firstDay, lastDay }));
  }, []);

  function openNew(day?: string) {
    const wall = defaultWall(day ?? dateInZone(new Date(), zone));
    setTarget({ kind: 'new', ...wall });
  }

  function handleSelect(arg: DateSelectArg) {
    arg.view.calendar.unselect();
    if (!rights.add) return;
    if (arg.allDay) openNew(arg.startStr.slice(0, 10));
    else setTarget({ kind: 'new', start: toWall(arg.startStr, zone), end: toWall(arg.endStr, zone) });
  }

  function handleClick(arg: EventClickArg) {
    const props = arg.event.extendedProps as { source: string; event?: CalendarEvent; newsId?: number };
    if (props.source === 'news' && props.newsId) navigate(`/announcements?id=${props.newsId}`);
    if (props.source === 'event' && props.event) setTarget({ kind: 'existing', event: props.event });
  }

  async function handleChange(arg: EventChangeArg) {
    const event = arg.event.extendedProps.event as CalendarEvent | undefined;
    if (!event || !arg.event.start) return arg.revert();
    const start = new Date(arg.event.startStr).toISOString();
    const end = arg.event.endStr
      ? new Date(arg.event.endStr).toISOString()
      : new Date(Date.parse(start) + (Date.parse(event.event_end) - Date.parse(event.event_start))).toISOString();
    try {
      await update.mutateAsync({ id: event.event_id, body: movedBody(event, start, end) });
      void message.success(M.updated);
    } catch (error) {
      arg.revert();
      void message.error(errorText(error, M.updateFailed));
    }
  }

  const openings = (specials.data ?? []).filter((s) => s.event_type === 'Location Opening');
  const projects = (specials.data ?? []).filter((s) => s.event_type === 'Project');

  return (
    <div className="mfc-page">
      <aside className="mfc-sidebar" aria-label="Calendar filters">
        {rights.add ? (
          <Button type="primary" block onClick={() => openNew()}>
            {T.createButton}
          </Button>
        ) : null}
        <nav>
          <button type="button" className={`mfc-filter${filter === 'all' ? ' is-active' : ''}`} aria-pressed={filter === 'all'} onClick={() => setFilter('all')}>
            {T.allEvents}
          </button>
          <SpecialList
            title={T.locationOpenings}
            items={openings}
            active={filter === 'Location Opening'}
            onFilter={() => setFilter('Location Opening')}
            loading={specials.isLoading}
          />
          <SpecialList title={T.projects} items={projects} active={filter === 'Project'} onFilter={() => setFilter('Project')} loading={specials.isLoading} />
        </nav>
      </aside>
      <section className="mfc-main" aria-label="Calendar">
        {events.isError ? <p role="alert">{M.fetchFailed}</p> : null}
        <div className="mfc-status" role="status" aria-live="polite">
          {events.isFetching ? <Spin size="small" /> : null}
        </div>
        <FullCalendar
          // a phone that turns to a wide window (or back) gets the other layout's view
          key={narrow ? 'narrow' : 'wide'}
          plugins={[luxonPlugin, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          timeZone={zone}
          {...calendarLayout(narrow)}
          buttonText={{ listMonth: 'list' }}
          height="auto"
          events={items}
          datesSet={handleDates}
          selectable={rights.add}
          select={handleSelect}
          editable={rights.edit}
          eventStartEditable={rights.edit}
          eventDurationEditable={rights.edit}
          eventChange={(arg) => void handleChange(arg)}
          eventClick={handleClick}
          eventDidMount={(arg) => {
            arg.el.setAttribute('title', arg.event.title);
            arg.el.setAttribute('data-event-id', arg.event.id);
            const color = (arg.event.extendedProps.event as CalendarEvent | undefined)?.event_color;
            if (color) arg.el.setAttribute('data-color', color);
          }}
          nowIndicator
          dayMaxEvents={4}
        />
        {!events.isLoading && items.length === 0 ? <Empty description="No events in this range." /> : null}
      </section>
      <EventModal target={target} zone={zone} rights={rights} onClose={() => setTarget(null)} />
    </div>
  );
}

function SpecialList({
  title,
  items,
  active,
  onFilter,
  loading,
}: {
  title: string;
  items: { event_id: number; event_title: string }[];
  active: boolean;
  onFilter: () => void;
  loading: boolean;
}) {
  return (
    <div className="mfc-special">
      <button type="button" className={`mfc-filter${active ? ' is-active' : ''}`} aria-pressed={active} onClick={onFilter}>
        {title}
      </button>
      {loading ? <Spin size="small" /> : null}
      <ul aria-label={title}>
        {items.map((item) => (
          <li key={item.event_id}>
            <Link to={`/special-event/${item.event_id}`}>{item.event_title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
