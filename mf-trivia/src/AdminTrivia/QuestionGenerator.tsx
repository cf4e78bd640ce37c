import { useState } from 'react';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import type { GeneratedQuestionBody } from '@portal/shared';
import { errorText } from '@portal/shared/react';
import { useGeneratedQuestion } from './adminApi';
import { ADMIN_TRIVIA_TEXTS as T, TRIVIA_MESSAGES } from '../texts';

/**
 * The question generator (spec 7: a generated trivia question shown multi-line with a Re-Generate button): the
 * api asks the configured model, or builds one from the portal's latest news and announcements. 'Use this
 * question' fills the form with it.
 */
export function QuestionGenerator({ onUse }: { onUse: (question: GeneratedQuestionBody) => void }) {
  const [asked, setAsked] = useState(false);
  const generated = useGeneratedQuestion(asked);

  if (!asked) {
    return (
      <Button onClick={() => setAsked(true)} style={{ alignSelf: 'flex-start' }}>
        {T.generate}
      </Button>
    );
  }
  return (
    <Card size="small" title={T.generator} data-testid="question-generator">
      <Flex vertical gap="small">
        {generated.isFetching && <Spin size="small" description={T.generating} />}
        {generated.isError && !generated.isFetching && <Alert type="warning" showIcon title={errorText(generated.error, TRIVIA_MESSAGES.notEnoughContent)} />}
        {generated.data && !generated.isFetching && (
          <>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="generated-question">
              {generated.data.result.answer}
            </Typography.Paragraph>
            <Typography.Text type="secondary">{generated.data.source === 'model' ? T.generatedFromModel : T.generatedFromContent}</Typography.Text>
          </>
        )}
        <Flex gap="small" wrap>
          <Button onClick={() => void generated.refetch()} disabled={generated.isFetching}>
            {T.regenerate}
          </Button>
          {generated.data && (
            <Button type="primary" ghost onClick={() => onUse(generated.data.question)} disabled={generated.isFetching}>
              {T.useGenerated}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
