import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { COMPOSER_TEXTS } from '../../texts';
import { testEmailProblem } from '../validation';

export interface TestEmailsProps {
  /** sends the test to the cleaned list; rejects with the server's error */
  onSend: (emails: string[]) => Promise<void>;
  disabled?: boolean;
}

/** Test-email list (spec 5): addresses can be added and removed; blank entries are ignored on send. */
export function TestEmails({ onSend, disabled }: TestEmailsProps) {
  const [entries, setEntries] = useState<string[]>(['']);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function handleSend() {
    const { emails, problem } = testEmailProblem(entries);
    if (problem) return setError(problem);
    setError(null);
    setSending(true);
    try {
      await onSend(emails);
    } finally {
      setSending(false);
    }
  }

  return (
    <fieldset style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, margin: 0, minWidth: 0 }} data-testid="test-emails">
      <legend style={{ fontWeight: 500, padding: '0 4px', width: 'auto', marginBottom: 0, fontSize: 14 }}>{COMPOSER_TEXTS.testEmails}</legend>
      <Flex vertical gap="small">
        {entries.map((entry, index) => (
          <Flex key={index} gap="small">
            <Input
              type="email"
              aria-label={`${COMPOSER_TEXTS.testEmailAddress} ${index + 1}`}
              value={entry}
              disabled={disabled}
              onChange={(e) => setEntries((list) => list.map((v, i) => (i === index ? e.target.value : v)))}
            />
            <Button
              aria-label={COMPOSER_TEXTS.removeTestEmail(entry.trim() || `${index + 1}`)}
              disabled={disabled}
              onClick={() => setEntries((list) => (list.length === 1 ? [''] : list.filter((_, i) => i !== index)))}
            >
              ×
            </Button>
          </Flex>
        ))}
        {error && (
          <Typography.Text type="danger" role="alert">
            {error}
          </Typography.Text>
        )}
        <Flex gap="small" wrap>
          <Button disabled={disabled} onClick={() => setEntries((list) => [...list, ''])}>
            {COMPOSER_TEXTS.addTestEmail}
          </Button>
          <Button disabled={disabled} loading={sending} onClick={() => void handleSend()}>
            {COMPOSER_TEXTS.sendTest}
          </Button>
        </Flex>
      </Flex>
    </fieldset>
  );
}
