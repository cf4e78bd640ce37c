import { memo, useMemo, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import { addDays, dateInZone, readableTextColor } from '@portal/shared';
import { usePermission } from '@portal/shared/react';
import { useCalendarNews, useCalendarPolls, useCalendarQuestions, usePortalToday } from './adminApi';
import { ADMIN_TRIVIA_TEXTS as T, TRIVIA_CALENDAR_COLORS as COLORS, triviaMonthRange } from '../texts';
import './views.css';

export type CalendarItem = { kind: 'question' | 'poll'; id: number } | { kind: 'news'; id: number };

export interface AdminCalendarProps {
  onOpen: (item: CalendarItem) => void;
  /** a click on a day (YYYY-MM-DD) */
  onDay?: (date: string) => void;
}

/**
 * The right pane of /admin-trivia (spec 2.17): questions, polls and latest news on a month grid, coloured by kind,
 * times hidden, days in the portal's zone (US Central). Everything is an all-day item on a portal-zone date, and the
 * grid counts plain dates (UTC), so the browser's own zone cannot move an item to another day.
 */
export const AdminCalendar = memo(function AdminCalendar({ onOpen, onDay }: AdminCalendarProps) {
  const { today, timeZone } = usePortalToday();
  const [range, setRange] = useState(() => triviaMonthRange(today.slice(0, 7)));
  const [title, setTitle] = useState('');
  const questions = useCalendarQuestions(range.start, range.end);
  const polls = useCalendarPolls(range.start, range.end);
  const news = useCalendarNews(usePermission('announcements', 'view'));

  const events = useMemo<EventInput[]>(() => {
    const items: EventInput[] = [];
    for (const q of questions.data ?? [])
      items.push({
        id: `question-${q.id}`,
        title: q.question_answer,
        start: q.date,
        allDay: true,
        color: COLORS.question,
        textColor: readableTextColor(COLORS.question),
        extendedProps: { kind: 'question', itemId: q.id },
      });
    for (const p of polls.data ?? [])
      items.push({
        id: `poll-${p.id}`,
        title: p.polls_answer,
        start: p.date_start,
        end: addDays(p.date_end, 1),
        allDay: true,
        color: COLORS.poll,
        textColor: readableTextColor(COLORS.poll),
        extendedProps: { kind: 'poll', itemId: p.id },
      });
    // published news only (an administrator's list also holds private items and ideas)
    for (const n of (news.data ?? []).filter((item) => item.active && !item.idea)) {
      const day = dateInZone(new Date(n.publish_date ?? n.createdAt), timeZone);
      if (day >= range.start && day <= range.end)
        items.push({
          id: `news-${n.id}`,
          title: n.title,
          start: day,
          allDay: true,
          color: COLORS.news,
          textColor: readableTextColor(COLORS.news),
          extendedProps: { kind: 'news', itemId: n.id },
        });
    }
    return items;
  }, [questions.data, polls.data, news.data, range, timeZone]);

  function handleDates(arg: DatesSetArg) {
    // the grid's visible days: end is exclusive
    const start = arg.startStr.slice(0, 10);
    const end = addDays(arg.endStr.slice(0, 10), -1);
    setRange((r) => (r.start === start && r.end === end ? r : { start, end }));
    setTitle(arg.view.title);
  }

  function handleClick(arg: EventClickArg) {
    const { kind, itemId } = arg.event.extendedProps as { kind: CalendarItem['kind']; itemId: number };
    onOpen({ kind, id: itemId });
  }

  return (
    <section className="mft-admin-calendar" aria-label={T.calendar} data-testid="admin-calendar">
      {/* our own heading: FullCalendar's toolbar title is an h2, and the page has its own */}
      <h3 className="mft-calendar-title" aria-live="polite">
        {title}
      </h3>
      <div className="mft-legend">
        {(['question', 'poll', 'news'] as const).map((kind) => (
          <span key={kind}>
            <span className="mft-legend__swatch" style={{ background: COLORS[kind] }} aria-hidden="true" />
            {T.legend[kind]}
          </span>
        ))}
      </div>
      <FullCalendar
        plugins={[dayGridPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        initialDate={today}
        now={today}
        timeZone="UTC"
        displayEventTime={false}
        eventInteractive
        height="auto"
        events={events}
        datesSet={handleDates}
        eventClick={handleClick}
        // one line per item; the whole title on hover
        eventDidMount={(arg) => arg.el.setAttribute('title', arg.event.title)}
        dateClick={onDay ? (arg) => onDay(arg.dateStr.slice(0, 10)) : undefined}
        headerToolbar={{ left: 'prev,next today', center: '', right: '' }}
      />
    </section>
  );
});
