import { App, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatShortDate } from '@portal/shared';
import { errorText, usePermission } from '@portal/shared/react';
import { useAnnouncementList, useDeleteAnnouncement } from '../queries/api';
import { authorOf, READER_TYPE_OF_LIST, type Announcement, type ListKind } from '../queries/types';
import { HUB_TEXTS } from '../texts';
import { QueryError } from '@portal/shared/pages';

/** Where a card leads: the reader, or the public viewer for benefits (spec 2.3). */
export function cardLink(kind: ListKind, id: number): string {
  return kind === 'benefits' ? `/ab/${id}` : `/announcements/${READER_TYPE_OF_LIST[kind]}/${id}`;
}

export interface AnnouncementListProps {
  kind: ListKind;
  /** the word in 'No {type} results' */
  emptyType: string;
}

/** One hub tab: cards newest first with date and author, a delete button when allowed. */
export function AnnouncementList({ kind, emptyType }: AnnouncementListProps) {
  const list = useAnnouncementList(kind);
  const canDelete = usePermission('announcements', 'delete');
  const remove = useDeleteAnnouncement(kind);
  const { modal, message } = App.useApp();

  function handleDelete(item: Announcement) {
    modal.confirm({
      title: HUB_TEXTS.confirmDeleteTitle,
      content: HUB_TEXTS.confirmDeleteText,
      okText: HUB_TEXTS.confirmYes,
      okButtonProps: { danger: true },
      cancelText: HUB_TEXTS.confirmNo,
      onOk: () =>
        remove
          .mutateAsync(item.id)
          .then(() => void message.success(HUB_TEXTS.deleted))
          .catch((e: unknown) => void message.error(errorText(e, HUB_TEXTS.error))),
    });
  }

  if (list.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (list.isError) {
    return <QueryError query={list} fallback={HUB_TEXTS.loadFailed} />;
  }
  if (list.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={HUB_TEXTS.empty(emptyType)} />;

  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }} data-testid={`list-${kind}`}>
      {list.data.map((item) => {
        const href = cardLink(kind, item.id);
        const author = authorOf(item);
        return (
          <li key={item.id}>
            <Card size="small">
              <Flex justify="space-between" align="start" gap="small" wrap>
                <Flex vertical style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Typography.Text type="secondary">
                    <time dateTime={item.createdAt}>{formatShortDate(item.createdAt)}</time>
                    {author ? ` · ${HUB_TEXTS.author(author)}` : null}
                    {item.scheduled && (
                      <Tag color="gold" style={{ marginInlineStart: 8 }}>
                        {HUB_TEXTS.scheduled}
                      </Tag>
                    )}
                  </Typography.Text>
                  {kind === 'newsletter' ? (
                    <>
                      <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
                        {item.subject}
                      </Typography.Text>
                      <Link to={href}>{HUB_TEXTS.readFullNewsletter}</Link>
                    </>
                  ) : (
                    <Link to={href} style={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {item.subject}
                    </Link>
                  )}
                </Flex>
                {canDelete && (
                  <Button danger aria-label={HUB_TEXTS.deleteLabel(item.subject)} onClick={() => handleDelete(item)}>
                    {HUB_TEXTS.delete}
                  </Button>
                )}
              </Flex>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
