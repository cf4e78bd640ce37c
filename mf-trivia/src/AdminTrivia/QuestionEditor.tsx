import { useId, useMemo, useState, type FormEvent } from 'react';
import { Alert, App, Button, DatePicker, Flex, Input, Radio, Typography } from 'antd';
import type { AdminQuestion, GeneratedQuestionBody } from '@portal/shared';
import { errorText } from '@portal/shared/react';
import { useCreateQuestion, usePortalToday, useTakenDates, useUpdateQuestion } from './adminApi';
import { fromPickerValue, toPickerValue } from './dates';
import { ADMIN_TRIVIA_TEXTS as T, TRIVIA_LIMITS, TRIVIA_MESSAGES, cleanDraft, questionDraftProblem, questionLetter } from '../texts';

export interface QuestionEditorProps {
  /** edit this question; absent: create a new one */
  question?: AdminQuestion;
  /** create: the publish date to start with (YYYY-MM-DD) */
  defaultDate?: string;
  /** create: a generated question to fill the form with (each new one replaces the form's content) */
  suggestion?: GeneratedQuestionBody | null;
  onSaved?: (question: AdminQuestion) => void;
  onCancel?: () => void;
}

interface FormState {
  date: string | null;
  text: string;
  options: string[];
  correctIndex: number | null;
}

const EMPTY: FormState = { date: null, text: '', options: ['', ''], correctIndex: null };

function stateOf(question: AdminQuestion): FormState {
  return {
    date: question.date,
    text: question.question_answer,
    options: question.options.map((o) => o.option),
    correctIndex: question.options.findIndex((o) => o.id === question.correct_option_id),
  };
}

/** The form with a generated question's text, options and correct option (the date is kept). */
function withSuggestion(form: FormState, suggestion: GeneratedQuestionBody | null | undefined): FormState {
  if (!suggestion) return form;
  return { ...form, text: suggestion.question_answer, options: [...suggestion.options], correctIndex: suggestion.correct_option_id - 1 };
}

/**
 * The create / edit form of a trivia question (spec 2.17, 5): a publish date (days already used and past days
 * disabled; weekends allowed), the question, 2 to 6 options with the correct one marked. On save the spec's four
 * checks run in order and the first that fails is the alert; the api runs them again.
 */
export function QuestionEditor({ question, defaultDate, suggestion, onSaved, onCancel }: QuestionEditorProps) {
  const { message } = App.useApp();
  const { today } = usePortalToday();
  const taken = useTakenDates();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const [form, setForm] = useState<FormState>(() => withSuggestion(question ? stateOf(question) : { ...EMPTY, date: defaultDate ?? null }, suggestion));
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const editing = Boolean(question);
  // once answered, the date, the correct option and the number of options stay (the api refuses otherwise)
  const locked = editing && question!.answers > 0;
  const saving = create.isPending || update.isPending;

  // creating, another day chosen (on the calendar) becomes the date, and each new suggestion fills the question, in the
  // same render; the rest of the form is kept
  const createDate = editing ? undefined : defaultDate;
  const [shown, setShown] = useState({ createDate, suggestion });
  if (createDate !== shown.createDate || suggestion !== shown.suggestion) {
    setShown({ createDate, suggestion });
    if (createDate && createDate !== shown.createDate) setForm((f) => ({ ...f, date: createDate }));
    if (suggestion !== shown.suggestion) setForm((f) => withSuggestion(f, suggestion));
  }

  const takenDays = useMemo(() => new Set((taken.data ?? []).filter((d) => d !== question?.date)), [taken.data, question?.date]);

  const set = (patch: Partial<FormState>) => {
    setForm((f) => ({ ...f, ...patch }));
    setProblem(null);
  };
  const setOption = (index: number, text: string) => set({ options: form.options.map((o, i) => (i === index ? text : o)) });
  function removeOption(index: number) {
    const correctIndex = form.correctIndex === index ? null : form.correctIndex !== null && form.correctIndex > index ? form.correctIndex - 1 : form.correctIndex;
    set({ options: form.options.filter((_, i) => i !== index), correctIndex });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const draft = { date: form.date, question_answer: form.text, options: form.options, correctIndex: form.correctIndex };
    const failed = questionDraftProblem(draft);
    if (failed) {
      setProblem(failed);
      return;
    }
    const clean = cleanDraft(draft);
    const payload = {
      date: clean.date!,
      question: { question_answer: clean.question_answer, options: clean.options.map((option) => ({ option })), correct_option_id: clean.correctIndex! + 1 },
    };
    const onError = (error: unknown) => setProblem(errorText(error, TRIVIA_MESSAGES.saveFailed));
    if (question) {
      update.mutate(
        { ...payload, question: { ...payload.question, id: question.id } },
        {
          onSuccess: (saved) => {
            message.success(TRIVIA_MESSAGES.quizzUpdated);
            onSaved?.(saved);
          },
          onError,
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: (saved) => {
          message.success(TRIVIA_MESSAGES.questionCreated);
          setForm({ ...EMPTY, date: null });
          onSaved?.(saved);
        },
        onError,
      });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate data-testid="question-editor" aria-label={editing ? T.tabs.editQuestion : T.tabs.createQuestion}>
      <Flex vertical gap="middle">
        {problem && <Alert type="error" showIcon title={problem} data-testid="question-editor-alert" />}
        {locked && <Alert type="info" showIcon title={T.answersSoFar(question!.answers)} description={TRIVIA_MESSAGES.answeredQuestionLocked} />}

        <div>
          <Typography.Text strong>
            <label htmlFor={`${ids}-date`}>{T.publishDate}</label>
          </Typography.Text>
          <DatePicker
            id={`${ids}-date`}
            style={{ display: 'flex', marginTop: 4 }}
            value={toPickerValue(form.date)}
            onChange={(value) => set({ date: fromPickerValue(value) })}
            disabled={locked}
            disabledDate={(day) => {
              const d = day.format('YYYY-MM-DD');
              return d < today || takenDays.has(d);
            }}
            format="YYYY-MM-DD"
            allowClear
          />
        </div>

        <div>
          <Typography.Text strong>
            <label htmlFor={`${ids}-text`}>{T.question}</label>
          </Typography.Text>
          <Input.TextArea
            id={`${ids}-text`}
            style={{ marginTop: 4 }}
            value={form.text}
            onChange={(e) => set({ text: e.target.value })}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={TRIVIA_LIMITS.questionText}
            showCount
          />
        </div>

        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 4 }}>{T.correctOption}</legend>
          <Flex vertical gap="small">
            {form.options.map((option, i) => {
              const letter = questionLetter(i);
              return (
                <Flex key={i} gap="small" align="center">
                  <Radio checked={form.correctIndex === i} onChange={() => set({ correctIndex: i })} disabled={locked} aria-label={T.markCorrect(letter)} />
                  <Input
                    value={option}
                    onChange={(e) => setOption(i, e.target.value)}
                    aria-label={T.option(letter)}
                    placeholder={T.option(letter)}
                    maxLength={TRIVIA_LIMITS.optionText}
                  />
                  {!locked && form.options.length > TRIVIA_LIMITS.minOptions && (
                    <Button onClick={() => removeOption(i)} aria-label={T.removeOption(letter)}>
                      ×
                    </Button>
                  )}
                </Flex>
              );
            })}
          </Flex>
        </fieldset>
        {!locked && (
          <Button onClick={() => set({ options: [...form.options, ''] })} disabled={form.options.length >= TRIVIA_LIMITS.maxOptions} style={{ alignSelf: 'flex-start' }}>
            {T.addOption}
          </Button>
        )}

        <Flex gap="small" wrap>
          <Button type="primary" htmlType="submit" loading={saving}>
            {editing ? T.saveQuestion : T.createQuestion}
          </Button>
          {onCancel && <Button onClick={onCancel}>{T.cancel}</Button>}
        </Flex>
      </Flex>
    </form>
  );
}
