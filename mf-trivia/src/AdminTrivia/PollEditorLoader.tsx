import { Alert, Skeleton } from 'antd';
import { errorText } from '@portal/shared/react';
import { usePoll } from './adminApi';
import { PollEditor } from './PollEditor';
import { TRIVIA_TEXTS } from '../texts';

/** 'Edit Poll': the editor filled with the poll as the api has it now. */
export function PollEditorLoader({ id, onDone }: { id: number; onDone: () => void }) {
  const poll = usePoll(id);
  if (poll.isPending) return <Skeleton active />;
  if (poll.isError) return <Alert type="error" showIcon title={errorText(poll.error, TRIVIA_TEXTS.loadFailed)} />;
  return <PollEditor poll={poll.data} onSaved={onDone} onCancel={onDone} />;
}
