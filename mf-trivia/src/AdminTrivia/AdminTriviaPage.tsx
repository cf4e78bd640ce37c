import { useCallback, useState } from 'react';
import { Card, Tabs, Typography } from 'antd';
import { usePermission } from '@portal/shared/react';
import { AdminCalendar, type CalendarItem } from './AdminCalendar';
import { CreatePollForm } from './CreatePollForm';
import { CreateQuestionForm } from './CreateQuestionForm';
import { PollView } from './PollView';
import { QuestionEditorLoader } from './QuestionEditorLoader';
import { PollEditorLoader } from './PollEditorLoader';
import { QuestionView } from './QuestionView';
import { Rankings } from './Rankings';
import { ADMIN_TRIVIA_TEXTS as T } from '../texts';
import './views.css';

/** Spec 4: the admin tabs; the last four are contextual (shown while one item is open). */
type Tab =
  | { key: 'trivia' }
  | { key: 'polls' }
  | { key: 'ranking' }
  | { key: 'view_question'; id: number }
  | { key: 'edit_question'; id: number }
  | { key: 'view_poll'; id: number }
  | { key: 'edit_poll'; id: number };

const CONTEXT_LABELS = { view_question: T.tabs.viewQuestion, edit_question: T.tabs.editQuestion, view_poll: T.tabs.viewPoll, edit_poll: T.tabs.editPoll } as const;

/**
 * /admin-trivia (spec 2.17, 4): the tab bar (create a question, create a poll, rankings, and the contextual view and
 * edit tabs) on the left, the calendar of questions, polls and news on the right. A calendar click opens the item's
 * view; Update goes from view to edit; a top tab leaves edit mode; a save returns to the item's view.
 */
export function AdminTriviaPage() {
  const mayAdd = usePermission('admin_trivia', 'add');
  const [tab, setTab] = useState<Tab>(mayAdd ? { key: 'trivia' } : { key: 'ranking' });
  const [createDate, setCreateDate] = useState<string | undefined>(undefined);

  // stable, so a tab change does not re-render the calendar
  const open = useCallback((item: CalendarItem) => {
    if (item.kind === 'question') setTab({ key: 'view_question', id: item.id });
    else if (item.kind === 'poll') setTab({ key: 'view_poll', id: item.id });
  }, []);

  const pickDay = useCallback(
    (date: string) => {
      if (!mayAdd) return;
      setCreateDate(date);
      setTab((current) => (current.key === 'polls' ? current : { key: 'trivia' }));
    },
    [mayAdd],
  );

  const backToCreate = () => setTab(mayAdd ? { key: 'trivia' } : { key: 'ranking' });

  let content;
  switch (tab.key) {
    case 'trivia':
      content = <CreateQuestionForm defaultDate={createDate} />;
      break;
    case 'polls':
      content = <CreatePollForm defaultDate={createDate} />;
      break;
    case 'ranking':
      content = <Rankings />;
      break;
    case 'view_question':
      content = <QuestionView key={tab.id} id={tab.id} onEdit={(id) => setTab({ key: 'edit_question', id })} onDeleted={backToCreate} />;
      break;
    case 'edit_question':
      content = <QuestionEditorLoader key={tab.id} id={tab.id} onDone={() => setTab({ key: 'view_question', id: tab.id })} />;
      break;
    case 'view_poll':
      content = <PollView key={tab.id} id={tab.id} onEdit={(id) => setTab({ key: 'edit_poll', id })} onDeleted={backToCreate} />;
      break;
    case 'edit_poll':
      content = <PollEditorLoader key={tab.id} id={tab.id} onDone={() => setTab({ key: 'view_poll', id: tab.id })} />;
      break;
  }

  const items = [
    ...(mayAdd
      ? [
          { key: 'trivia', label: T.tabs.createQuestion },
          { key: 'polls', label: T.tabs.createPoll },
        ]
      : []),
    { key: 'ranking', label: T.tabs.rankings },
    ...(tab.key in CONTEXT_LABELS ? [{ key: tab.key, label: CONTEXT_LABELS[tab.key as keyof typeof CONTEXT_LABELS] }] : []),
  ];

  return (
    <div className="mft-admin-wrap" data-testid="admin-trivia-page">
      <Typography.Title level={2} style={{ margin: '16px 16px 0' }}>
        {T.pageTitle}
      </Typography.Title>
      <div className="mft-admin">
        <Card>
          <Tabs
            activeKey={tab.key}
            onChange={(key) => {
              // a top tab leaves view and edit mode
              if (key === 'trivia' || key === 'polls' || key === 'ranking') setTab({ key });
            }}
            items={items.map((item) => ({ ...item, children: item.key === tab.key ? content : null }))}
          />
        </Card>
        <Card>
          <AdminCalendar onOpen={open} onDay={pickDay} />
        </Card>
      </div>
    </div>
  );
}
