import { useState } from 'react';
import { Alert, App, Button, DatePicker, Flex, Skeleton, Tag, Typography } from 'antd';
import type { AdminQuestion } from '@portal/shared';
import { ApiError, errorText, usePermission } from '@portal/shared/react';
import { useDeleteQuestion, usePortalToday, useQuestion, useTakenDates, useUpdateQuestion } from './adminApi';
import { fromPickerValue, toPickerValue } from './dates';
import { QuestionEditor } from './QuestionEditor';
import { ADMIN_TRIVIA_TEXTS as T, TRIVIA_MESSAGES, TRIVIA_TEXTS, questionLetter, triviaLongDate } from '../texts';
import './views.css';

export interface QuestionViewProps {
  id: number;
  /** after an update, a reschedule or a delete */
  onChanged?: () => void;
  /** 'Update Question': open the editor elsewhere (the admin page's 'Editing Question' tab); absent: edit in place */
  onEdit?: (id: number) => void;
  /** after a delete (the view has nothing left to show) */
  onDeleted?: () => void;
}

/**
 * 'View Question' (spec 2.17): the question and its options with the correct one highlighted; Update Question,
 * Delete Question, Reschedule (a date picker with Save). Exposed through `./adminForms`.
 */
export function QuestionView({ id, onChanged, onEdit, onDeleted }: QuestionViewProps) {
  const question = useQuestion(id);
  const [editing, setEditing] = useState(false);

  if (question.isPending) return <Skeleton active />;
  if (question.isError) {
    const gone = question.error instanceof ApiError && question.error.status === 404;
    return <Alert type={gone ? 'info' : 'error'} showIcon title={gone ? T.notFound : errorText(question.error, TRIVIA_TEXTS.loadFailed)} />;
  }
  if (editing)
    return (
      <QuestionEditor
        question={question.data}
        onSaved={() => {
          setEditing(false);
          onChanged?.();
        }}
        onCancel={() => setEditing(false)}
      />
    );
  return <QuestionDetails question={question.data} onEdit={() => (onEdit ? onEdit(id) : setEditing(true))} onChanged={onChanged} onDeleted={onDeleted} />;
}

function QuestionDetails({ question, onEdit, onChanged, onDeleted }: { question: AdminQuestion; onEdit: () => void; onChanged?: () => void; onDeleted?: () => void }) {
  const { message, modal } = App.useApp();
  const mayEdit = usePermission('admin_trivia', 'edit');
  const mayDelete = usePermission('admin_trivia', 'delete');
  const remove = useDeleteQuestion();
  const [rescheduling, setRescheduling] = useState(false);
  const answered = question.answers > 0;

  function handleDelete() {
    modal.confirm({
      title: T.deleteQuestion,
      content: T.confirmDeleteQuestion,
      okText: T.deleteQuestion,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: async () => {
        try {
          await remove.mutateAsync(question.id);
          message.success(TRIVIA_MESSAGES.quizzDeleted);
          onDeleted?.();
          onChanged?.();
        } catch (error) {
          message.error(errorText(error, TRIVIA_MESSAGES.deleteFailed));
        }
      },
    });
  }

  return (
    <Flex vertical gap="middle" data-testid="question-view">
      <Typography.Text type="secondary">
        <time dateTime={question.date}>{triviaLongDate(question.date)}</time> · {T.answersSoFar(question.answers)}
      </Typography.Text>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {question.question_answer}
      </Typography.Title>
      <ul className="mft-admin-options" aria-label={TRIVIA_TEXTS.optionsLabel}>
        {question.options.map((option, i) => {
          const correct = option.id === question.correct_option_id;
          return (
            <li key={option.id} className={`mft-admin-option${correct ? ' mft-admin-option--correct' : ''}`} data-correct={correct}>
              <span className="mft-admin-letter" aria-hidden="true">
                {questionLetter(i)}
              </span>
              <span className="mft-admin-grow">{option.option}</span>
              {correct && <Tag color="success">{TRIVIA_TEXTS.correctAnswer}</Tag>}
            </li>
          );
        })}
      </ul>
      <Flex gap="small" wrap>
        {mayEdit && (
          <Button type="primary" onClick={onEdit}>
            {T.updateQuestion}
          </Button>
        )}
        {mayDelete && (
          <Button danger onClick={handleDelete}>
            {T.deleteQuestion}
          </Button>
        )}
        {mayEdit && (
          <Button onClick={() => setRescheduling((r) => !r)} disabled={answered} title={answered ? TRIVIA_MESSAGES.answeredQuestionLocked : undefined} aria-expanded={rescheduling}>
            {T.reschedule}
          </Button>
        )}
      </Flex>
      {rescheduling && <Reschedule question={question} onDone={() => setRescheduling(false)} onChanged={onChanged} />}
    </Flex>
  );
}

/** Reschedule: a date picker (used days and past days disabled) with Save; the question itself is sent unchanged. */
function Reschedule({ question, onDone, onChanged }: { question: AdminQuestion; onDone: () => void; onChanged?: () => void }) {
  const { message } = App.useApp();
  const { today } = usePortalToday();
  const taken = useTakenDates();
  const update = useUpdateQuestion();
  const [date, setDate] = useState<string | null>(question.date);
  const [problem, setProblem] = useState<string | null>(null);
  const takenDays = new Set((taken.data ?? []).filter((d) => d !== question.date));

  function handleSave() {
    if (!date) {
      setProblem(TRIVIA_MESSAGES.selectDate);
      return;
    }
    const correct = question.options.findIndex((o) => o.id === question.correct_option_id) + 1;
    update.mutate(
      { date, question: { id: question.id, question_answer: question.question_answer, options: question.options.map((o) => ({ option: o.option })), correct_option_id: correct } },
      {
        onSuccess: () => {
          message.success(TRIVIA_MESSAGES.quizzUpdated);
          onDone();
          onChanged?.();
        },
        onError: (error) => setProblem(errorText(error, TRIVIA_MESSAGES.saveFailed)),
      },
    );
  }

  return (
    <Flex vertical gap="small" data-testid="reschedule">
      {problem && <Alert type="error" showIcon title={problem} />}
      <Flex gap="small" wrap align="center">
        <DatePicker
          aria-label={T.newDate}
          value={toPickerValue(date)}
          onChange={(value) => {
            setDate(fromPickerValue(value));
            setProblem(null);
          }}
          disabledDate={(day) => {
            const d = day.format('YYYY-MM-DD');
            return d < today || takenDays.has(d);
          }}
          format="YYYY-MM-DD"
        />
        <Button type="primary" onClick={handleSave} loading={update.isPending}>
          {T.save}
        </Button>
        <Button onClick={onDone}>{T.cancel}</Button>
      </Flex>
    </Flex>
  );
}
