import { useState } from 'react';
import { Alert, Flex } from 'antd';
import { AUTH_MESSAGES, type GeneratedQuestionBody } from '@portal/shared';
import { usePermission } from '@portal/shared/react';
import { QuestionEditor } from './QuestionEditor';
import { QuestionGenerator } from './QuestionGenerator';

export interface CreateQuestionFormProps {
  /** the publish date to start with (YYYY-MM-DD, portal zone) */
  defaultDate?: string;
  onSaved?: () => void;
}

/** 'Create a Trivia Question' (spec 2.17): the form and the question generator. Exposed through `./adminForms`. */
export function CreateQuestionForm({ defaultDate, onSaved }: CreateQuestionFormProps) {
  const mayAdd = usePermission('admin_trivia', 'add');
  const [suggestion, setSuggestion] = useState<GeneratedQuestionBody | null>(null);
  if (!mayAdd) return <Alert type="warning" showIcon title={AUTH_MESSAGES.permissionDenied} />;
  return (
    <Flex vertical gap="middle" data-testid="create-question-form">
      <QuestionGenerator onUse={setSuggestion} />
      <QuestionEditor defaultDate={defaultDate} suggestion={suggestion} onSaved={() => onSaved?.()} />
    </Flex>
  );
}
