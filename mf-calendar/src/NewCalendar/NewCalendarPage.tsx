import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { Alert, Button, Card, Segmented, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import { addDays, AUTH_MESSAGES, CALENDAR_CONTEXT_COLORS, CALENDAR_TEXTS as T, dateInZone, readableTextColor, type NewsItem } from '@portal/shared';
import { api, useIsNarrow, usePermission } from '@portal/shared/react';
import { usePortalTimeZone } from '@portal/shared/pages';
import { useCalendarNews, useCalendarPolls, useCalendarQuestions } from '../api';
import { formatInZone } from '../time';
import { useRemoteExpose } from './useRemoteExpose';
import '../Calendar/calendar.css';

type Choice = (typeof T.newCalendarKinds)[number];
type Detail = { kind: 'question' | 'poll' | 'news'; id: number } | null;

interface AdminForms {
  CreateQuestionForm: ComponentType<{ defaultDate?: string; onSaved?: () => void }>;
  CreatePollForm: ComponentType<{ defaultDate?: string; onSaved?: () => void }>;
  QuestionView: ComponentType<{ id: number; onChanged?: () => void; onDeleted?: () => void }>;
  PollView: ComponentType<{ id: number; onChanged?: () => void; onDeleted?: () => void }>;
}
interface NewsForms {
  LatestNewsForm: ComponentType<{ onDone?: () => void }>;
  NewsletterForm: ComponentType;
}

const NOT_LOADED = 'This part of the portal could not be loaded.';

/**
 * /new-calendar (spec 2.17, desktop only): the 'Create New event' area with the Poll / Question / Latest News /
 * Newsletter selector (default Question) showing the create form of the remote that owns it (mf_trivia `./adminForms`,
 * mf_announcements `./newsForms`, loaded through federation), beside a calendar of questions, polls and news; a click
 * on an item shows its detail.
 */
export function NewCalendarPage() {
  const narrow = useIsNarrow();
  const zone = usePortalTimeZone();
  const client = useQueryClient();
  const [choice, setChoice] = useState<Choice>('Question');
  const [detail, setDetail] = useState<Detail>(null);
  const [day, setDay] = useState<string | undefined>(undefined);
  const [range, setRange] = useState({ start: '', end: '' });
  const [formKey, setFormKey] = useState(0);
  const trivia = useRemoteExpose<AdminForms>('mf_trivia', 'adminForms');
  const news = useRemoteExpose<NewsForms>('mf_announcements', 'newsForms');
  const mayPublish = usePermission('announcements', 'add');
  const seesNews = usePermission('announcements', 'view');
  const questions = useCalendarQuestions(range.start, range.end);
  const polls = useCalendarPolls(range.start, range.end);
  const newsItems = useCalendarNews(seesNews);

  const refresh = useCallback(() => {
    void client.invalidateQueries({ queryKey: ['trivia'] });
    void client.invalidateQueries({ queryKey: ['polls'] });
    void client.invalidateQueries({ queryKey: ['calendar-news'] });
  }, [client]);

  const items = useMemo<EventInput[]>(() => {
    const out: EventInput[] = [];
    for (const q of questions.data ?? [])
      out.push({
        id: `question-${q.id}`,
        title: q.question_answer,
        start: q.date,
        allDay: true,
        color: CALENDAR_CONTEXT_COLORS.question,
        textColor: readableTextColor(CALENDAR_CONTEXT_COLORS.question),
        extendedProps: { kind: 'question', itemId: q.id },
      });
    for (const p of polls.data ?? [])
      out.push({
        id: `poll-${p.id}`,
        title: p.polls_answer,
        start: p.date_start,
        end: addDays(p.date_end, 1),
        allDay: true,
        color: CALENDAR_CONTEXT_COLORS.poll,
        textColor: readableTextColor(CALENDAR_CONTEXT_COLORS.poll),
        extendedProps: { kind: 'poll', itemId: p.id },
      });
    for (const n of (newsItems.data ?? []).filter((item) => item.active && !item.idea)) {
      const d = dateInZone(new Date(n.publish_date ?? n.createdAt), zone);
      if (range.start && d >= range.start && d <= range.end)
        out.push({
          id: `news-${n.id}`,
          title: n.title,
          start: d,
          allDay: true,
          color: CALENDAR_CONTEXT_COLORS.news,
          textColor: readableTextColor(CALENDAR_CONTEXT_COLORS.news),
          extendedProps: { kind: 'news', itemId: n.id },
        });
    }
    return out;
  }, [questions.data, polls.data, newsItems.data, range, zone]);

  if (narrow) return <Alert type="info" showIcon title="The new calendar is available on desktop only." />;

  function handleDates(arg: DatesSetArg) {
    const start = arg.startStr.slice(0, 10);
    const end = addDays(arg.endStr.slice(0, 10), -1);
    setRange((r) => (r.start === start && r.end === end ? r : { start, end }));
  }

  function handleClick(arg: EventClickArg) {
    const { kind, itemId } = arg.event.extendedProps as { kind: 'question' | 'poll' | 'news'; itemId: number };
    setDetail({ kind, id: itemId });
  }

  const saved = () => {
    refresh();
    setFormKey((k) => k + 1);
  };

  function form() {
    if (choice === 'Question' || choice === 'Poll') {
      if (trivia.error) return <Alert type="error" showIcon role="alert" title={NOT_LOADED} />;
      if (!trivia.module) return <Spin aria-label="Loading the form" />;
      const Form = choice === 'Question' ? trivia.module.CreateQuestionForm : trivia.module.CreatePollForm;
      return <Form key={`${choice}-${day ?? ''}-${formKey}`} defaultDate={day} onSaved={saved} />;
    }
    if (!mayPublish) return <Alert type="warning" showIcon title={AUTH_MESSAGES.permissionDenied} />;
    if (news.error) return <Alert type="error" showIcon role="alert" title={NOT_LOADED} />;
    if (!news.module) return <Spin aria-label="Loading the form" />;
    return choice === 'Latest News' ? <news.module.LatestNewsForm key={formKey} onDone={saved} /> : <news.module.NewsletterForm key={formKey} />;
  }

  function detailView() {
    if (!detail) return null;
    let body;
    if (detail.kind === 'news') body = <NewsDetail id={detail.id} zone={zone} />;
    else if (trivia.error) body = <Alert type="error" showIcon role="alert" title={NOT_LOADED} />;
    else if (!trivia.module) body = <Spin />;
    else {
      const View = detail.kind === 'question' ? trivia.module.QuestionView : trivia.module.PollView;
      body = <View key={detail.id} id={detail.id} onChanged={refresh} onDeleted={() => (refresh(), setDetail(null))} />;
    }
    return (
      <Card
        title={detail.kind === 'question' ? 'View Question' : detail.kind === 'poll' ? 'View Poll' : 'Latest News'}
        extra={<Button onClick={() => setDetail(null)}>{T.createNewEvent}</Button>}
        data-testid="new-calendar-detail"
      >
        {body}
      </Card>
    );
  }

  return (
    <div className="mfn-page" style={{ display: 'grid', gridTemplateColumns: 'minmax(360px, 1fr) minmax(420px, 1.2fr)', gap: 16, alignItems: 'start' }}>
      <section aria-labelledby="create-new-event">
        {detail ? (
          detailView()
        ) : (
          <Card title={<span id="create-new-event">{T.createNewEvent}</span>}>
            <Segmented<Choice> aria-label="What to create" options={[...T.newCalendarKinds]} value={choice} onChange={setChoice} style={{ marginBottom: 16 }} />
            {form()}
          </Card>
        )}
      </section>
      <section aria-label="Calendar of questions, polls and news">
        <Typography.Paragraph type="secondary">Click a day to schedule on it; click an item to see it.</Typography.Paragraph>
        <FullCalendar
          plugins={[dayGridPlugin, interactionPlugin]}
          initialView="dayGridMonth"
          timeZone="UTC"
          initialDate={dateInZone(new Date(), zone)}
          displayEventTime={false}
          height="auto"
          events={items}
          datesSet={handleDates}
          eventClick={handleClick}
          dateClick={(arg) => {
            setDetail(null);
            setDay(arg.dateStr.slice(0, 10));
          }}
          eventDidMount={(arg) => arg.el.setAttribute('title', arg.event.title)}
          headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
        />
      </section>
    </div>
  );
}

function NewsDetail({ id, zone }: { id: number; zone: string }) {
  const item = useQuery({ queryKey: ['calendar-news', id], queryFn: ({ signal }) => api.get<{ results: NewsItem }>(`/latest-news/${id}`, { signal }).then((r) => r.results) });
  if (item.isError) return <Alert type="error" showIcon role="alert" title="Latest news not found." />;
  if (!item.data) return <Spin />;
  const n = item.data;
  return (
    <article aria-label={n.title}>
      <Typography.Title level={4}>{n.title}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {n.full_name} · {formatInZone(n.publish_date ?? n.createdAt, zone)}
      </Typography.Paragraph>
      <Typography.Paragraph>{n.prev_legend}</Typography.Paragraph>
      <a href={`/announcements?id=${n.id}`}>Open the article</a>
    </article>
  );
}
