import { useState } from 'react';
import { Alert, App, Button, Flex, Input, Skeleton, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CALENDAR_FEED_TEXTS as T, formatShortDate, type CalendarFeedLink, type CalendarFeedState } from '@portal/shared';
import { api, errorText } from '@portal/shared/react';

const key = ['events', 'feed-token'] as const;

/** The private calendar feed (issue 15): an unguessable address, shown once, replaceable and revocable. */
export function CalendarFeedCard() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [link, setLink] = useState<string | null>(null);
  const state = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<{ results: CalendarFeedState }>('/events/feed-token', { signal }).then((r) => r.results) });
  const create = useMutation({
    mutationFn: () => api.post<{ results: CalendarFeedLink }>('/events/feed-token', {}).then((r) => r.results),
    onSuccess: (created) => {
      setLink(created.url);
      void client.invalidateQueries({ queryKey: key });
      void message.success(T.created);
    },
    onError: (error) => void message.error(errorText(error, T.failed)),
  });
  const revoke = useMutation({
    mutationFn: () => api.del<void>('/events/feed-token'),
    onSuccess: () => {
      setLink(null);
      void client.invalidateQueries({ queryKey: key });
      void message.success(T.revoked);
    },
    onError: (error) => void message.error(errorText(error, T.failed)),
  });

  if (state.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (state.isError) return <Alert type="error" showIcon title={errorText(state.error, T.failed)} />;
  const active = state.data.active;
  return (
    <Flex vertical gap="small" data-testid="calendar-feed">
      <Typography.Paragraph style={{ margin: 0 }}>{T.intro}</Typography.Paragraph>
      {link ? (
        <>
          <Typography.Text>{T.copyHint}</Typography.Text>
          <Input readOnly value={link} aria-label="Calendar feed address" onFocus={(e) => e.target.select()} />
        </>
      ) : (
        <Typography.Text type="secondary">{active && state.data.created_at ? T.active(formatShortDate(state.data.created_at)) : T.none}</Typography.Text>
      )}
      <Flex gap="small" wrap>
        <Button type="primary" onClick={() => create.mutate()} loading={create.isPending}>
          {active ? T.renew : T.create}
        </Button>
        {active ? (
          <Button
            danger
            loading={revoke.isPending}
            onClick={() => modal.confirm({ title: T.revoke, content: T.revokeConfirm, okText: T.revoke, okButtonProps: { danger: true }, onOk: () => revoke.mutateAsync() })}
          >
            {T.revoke}
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
