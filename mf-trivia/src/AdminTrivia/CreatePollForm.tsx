import { Alert } from 'antd';
import { AUTH_MESSAGES } from '@portal/shared';
import { usePermission } from '@portal/shared/react';
import { PollEditor } from './PollEditor';

export interface CreatePollFormProps {
  /** start and end date to begin with (YYYY-MM-DD, portal zone) */
  defaultDate?: string;
  onSaved?: () => void;
}

/** 'Create a Poll Question' (spec 2.17). Exposed through `./adminForms`. */
export function CreatePollForm({ defaultDate, onSaved }: CreatePollFormProps) {
  const mayAdd = usePermission('admin_trivia', 'add');
  if (!mayAdd) return <Alert type="warning" showIcon title={AUTH_MESSAGES.permissionDenied} />;
  return (
    <div data-testid="create-poll-form">
      <PollEditor defaultDate={defaultDate} onSaved={() => onSaved?.()} />
    </div>
  );
}
