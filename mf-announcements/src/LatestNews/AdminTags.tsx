import { Tag } from 'antd';
import { formatShortDate } from './newsShared';
import { isScheduled } from './logic';
import { NEWS_TEXTS } from './texts';
import type { NewsItem } from './types';

/** What only news administrators see on a card or an article: private, scheduled, idea (spec doc 1 §6). */
export function AdminTags({ item, now }: { item: Pick<NewsItem, 'active' | 'publish_date' | 'scheduled' | 'idea'>; now?: Date }) {
  return (
    <>
      <Tag color={item.active ? 'green' : 'default'}>{item.active ? NEWS_TEXTS.public : NEWS_TEXTS.private}</Tag>
      {isScheduled(item, now) && item.publish_date && <Tag color="gold">{NEWS_TEXTS.scheduledFor(formatShortDate(item.publish_date))}</Tag>}
      {item.idea && <Tag color="purple">{NEWS_TEXTS.idea}</Tag>}
    </>
  );
}
