import type { ColumnType, Generated } from 'kysely';

// The tables of migration 20261123040000_latest_news, merged into the database types here so the news module owns
// its schema additions (interfaces merge across the module augmentation).
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

declare module '../../db/schema' {
  interface LatestNewsTable {
    id: Generated<number>;
    owner_id: number | null;
    title: string;
    prev_legend: string;
    full_legend: Generated<string>;
    image_url: string | null;
    video_url: string | null;
    thumbnail_url: string | null;
    active: Generated<boolean>;
    publish_date: NullableTimestamp;
    idea: Generated<boolean>;
    notify_desktop: Generated<boolean>;
    notify_mobile: Generated<boolean>;
    notified_at: NullableTimestamp;
    created_at: CreatedAt;
    updated_at: CreatedAt;
  }

  interface LatestNewsCommentsTable {
    id: Generated<number>;
    latest_news_id: number;
    author_id: number;
    content: string;
    type: Generated<'TEXT'>;
    created_at: CreatedAt;
  }

  interface LatestNewsCommentLikesTable {
    comment_id: number;
    account_id: number;
    created_at: CreatedAt;
  }

  interface Database {
    latest_news: LatestNewsTable;
    latest_news_comments: LatestNewsCommentsTable;
    latest_news_comment_likes: LatestNewsCommentLikesTable;
  }
}

export {};
