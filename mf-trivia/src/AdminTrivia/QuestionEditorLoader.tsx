import { Alert, Skeleton } from 'antd';
import { errorText } from '@portal/shared/react';
import { useQuestion } from './adminApi';
import { QuestionEditor } from './QuestionEditor';
import { TRIVIA_TEXTS } from '../texts';

/** 'Editing Question': the editor filled with the question as the api has it now. */
export function QuestionEditorLoader({ id, onDone }: { id: number; onDone: () => void }) {
  const question = useQuestion(id);
  if (question.isPending) return <Skeleton active />;
  if (question.isError) return <Alert type="error" showIcon title={errorText(question.error, TRIVIA_TEXTS.loadFailed)} />;
  return <QuestionEditor question={question.data} onSaved={onDone} onCancel={onDone} />;
}
