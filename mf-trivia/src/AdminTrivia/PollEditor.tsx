import { useId, useState, type FormEvent } from 'react';
import { Alert, App, Button, Flex, Input, Typography } from 'antd';
import type { Poll } from '@portal/shared';
import { errorText } from '@portal/shared/react';
import { useCreatePoll, useUpdatePoll } from './adminApi';
import { ADMIN_TRIVIA_TEXTS as T, TRIVIA_LIMITS, TRIVIA_MESSAGES, pollLetter } from '../texts';

export interface PollEditorProps {
  /** edit this poll; absent: create one */
  poll?: Poll;
  /** create: start and end date to begin with (YYYY-MM-DD) */
  defaultDate?: string;
  onSaved?: (poll: Poll) => void;
  onCancel?: () => void;
}

/**
 * The create / edit form of a poll (spec 2.17, 5): the question, 2 to 5 options (A to E), start and end as plain
 * date inputs. The spec's poll form checks nothing itself; the api does and its message is shown. On edit the dates
 * are cut to their first 10 characters (YYYY-MM-DD).
 */
export function PollEditor({ poll, defaultDate, onSaved, onCancel }: PollEditorProps) {
  const { message } = App.useApp();
  const create = useCreatePoll();
  const update = useUpdatePoll();
  const [text, setText] = useState(poll?.polls_answer ?? '');
  const [options, setOptions] = useState<string[]>(poll ? poll.options.map((o) => o.option) : ['', '']);
  const [dateStart, setDateStart] = useState((poll?.date_start ?? defaultDate ?? '').slice(0, 10));
  const [dateEnd, setDateEnd] = useState((poll?.date_end ?? defaultDate ?? '').slice(0, 10));
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  // each vote names an option: a voted poll keeps its number of options
  const locked = Boolean(poll && (poll.total_votes ?? 0) > 0);
  const saving = create.isPending || update.isPending;

  // creating, another day chosen (on the calendar) becomes both dates, in the same render; the rest is kept
  const createDate = poll ? undefined : defaultDate;
  const [shownCreateDate, setShownCreateDate] = useState(createDate);
  if (createDate !== shownCreateDate) {
    setShownCreateDate(createDate);
    if (createDate) {
      setDateStart(createDate);
      setDateEnd(createDate);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setProblem(null);
    const body = { options: options.map((option) => ({ option })), date_start: dateStart, date_end: dateEnd };
    const onError = (error: unknown) => setProblem(errorText(error, TRIVIA_MESSAGES.saveFailed));
    if (poll) {
      update.mutate(
        { id: poll.id, question_answer: text, ...body },
        {
          onSuccess: (saved) => {
            message.success(TRIVIA_MESSAGES.quizzUpdated);
            onSaved?.(saved);
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { polls_answer: text, ...body },
        {
          onSuccess: (saved) => {
            message.success(TRIVIA_MESSAGES.pollCreated);
            setText('');
            setOptions(['', '']);
            onSaved?.(saved);
          },
          onError,
        },
      );
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="poll-editor" aria-label={poll ? T.tabs.editPoll : T.tabs.createPoll}>
      <Flex vertical gap="middle">
        {problem && <Alert type="error" showIcon title={problem} data-testid="poll-editor-alert" />}
        {locked && <Alert type="info" showIcon title={TRIVIA_MESSAGES.votedPollLocked} />}
        <div>
          <Typography.Text strong>
            <label htmlFor={`${ids}-text`}>{T.pollQuestion}</label>
          </Typography.Text>
          <Input.TextArea
            id={`${ids}-text`}
            style={{ marginTop: 4 }}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={TRIVIA_LIMITS.pollText}
            showCount
          />
        </div>
        <Flex vertical gap="small">
          {options.map((option, i) => {
            const letter = pollLetter(i);
            return (
              <Flex key={i} gap="small" align="center">
                <Input
                  value={option}
                  onChange={(e) => setOptions(options.map((o, j) => (j === i ? e.target.value : o)))}
                  aria-label={T.option(letter)}
                  placeholder={T.option(letter)}
                  maxLength={TRIVIA_LIMITS.optionText}
                />
                {!locked && options.length > TRIVIA_LIMITS.pollMinOptions && (
                  <Button onClick={() => setOptions(options.filter((_, j) => j !== i))} aria-label={T.removeOption(letter)}>
                    ×
                  </Button>
                )}
              </Flex>
            );
          })}
        </Flex>
        {!locked && (
          <Button onClick={() => setOptions([...options, ''])} disabled={options.length >= TRIVIA_LIMITS.pollMaxOptions} style={{ alignSelf: 'flex-start' }}>
            {T.addOption}
          </Button>
        )}
        <Flex gap="middle" wrap>
          <div>
            <Typography.Text strong>
              <label htmlFor={`${ids}-start`}>{T.dateStart}</label>
            </Typography.Text>
            <Input id={`${ids}-start`} type="date" style={{ marginTop: 4 }} value={dateStart} onChange={(e) => setDateStart(e.target.value)} />
          </div>
          <div>
            <Typography.Text strong>
              <label htmlFor={`${ids}-end`}>{T.dateEnd}</label>
            </Typography.Text>
            <Input id={`${ids}-end`} type="date" style={{ marginTop: 4 }} value={dateEnd} onChange={(e) => setDateEnd(e.target.value)} />
          </div>
        </Flex>
        <Flex gap="small" wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {poll ? T.savePoll : T.createPoll}
          </Button>
          {onCancel && <Button onClick={onCancel}>{T.cancel}</Button>}
        </Flex>
      </Flex>
    </form>
  );
}
