import type { ColumnType, Generated, Selectable } from 'kysely';
import type { AnnouncementKind, Opinion } from '@portal/shared';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

// The tables of migration 20261123020000_announcements, merged into the database types here so the announcements
// and contacts modules own their schema additions.
declare module '../../db/schema' {
  interface AnnouncementsTable {
    id: Generated<number>;
    kind: AnnouncementKind;
    owner_id: number;
    location_id: number | null;
    subject: string;
    info: string;
    text: ColumnType<string, string | undefined, string>;
    url_image: string | null;
    url_doc: string | null;
    doc_name: string | null;
    editor_type: ColumnType<'default' | 'email', 'default' | 'email' | undefined, 'default' | 'email'>;
    everyone: ColumnType<boolean, boolean | undefined, boolean>;
    email_checked: ColumnType<boolean, boolean | undefined, boolean>;
    sms_checked: ColumnType<boolean, boolean | undefined, boolean>;
    notify_mobile: ColumnType<boolean, boolean | undefined, boolean>;
    notify_desktop: ColumnType<boolean, boolean | undefined, boolean>;
    visibility: ColumnType<boolean, boolean | undefined, boolean>;
    draft_id: number | null;
    created_at: CreatedAt;
    updated_at: CreatedAt;
  }
  interface AnnouncementLocationsTable {
    announcement_id: number;
    location_id: number;
  }
  interface AnnouncementGroupsTable {
    announcement_id: number;
    group_id: number;
  }
  interface AnnouncementContactsTable {
    announcement_id: number;
    contact_id: number;
  }
  interface AnnouncementViewsTable {
    id: Generated<number>;
    announcement_id: number;
    account_id: number | null;
    contact_id: number | null;
    phone: string | null;
    created_at: CreatedAt;
  }
  interface AnnouncementOpinionsTable {
    announcement_id: number;
    account_id: number;
    emoji: Opinion;
    created_at: CreatedAt;
  }
  interface ContactsTable {
    id: Generated<number>;
    first_name: string;
    last_name: ColumnType<string, string | undefined, string>;
    email: string | null;
    phone: string | null;
    role: string;
    location: string;
    created_at: CreatedAt;
    updated_at: CreatedAt;
  }
  interface NewsletterDraftsTable {
    id: Generated<number>;
    subject: ColumnType<string, string | undefined, string>;
    draft: Json<unknown>;
    target_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
    created_by: number | null;
    created_at: CreatedAt;
    updated_at: CreatedAt;
  }

  interface Database {
    announcements: AnnouncementsTable;
    announcement_locations: AnnouncementLocationsTable;
    announcement_groups: AnnouncementGroupsTable;
    announcement_contacts: AnnouncementContactsTable;
    announcement_views: AnnouncementViewsTable;
    announcement_opinions: AnnouncementOpinionsTable;
    contacts: ContactsTable;
    newsletter_drafts: NewsletterDraftsTable;
  }
}

import type { AnnouncementsTable, ContactsTable, NewsletterDraftsTable } from '../../db/schema';
export type AnnouncementRow = Selectable<AnnouncementsTable>;
export type ContactRow = Selectable<ContactsTable>;
export type NewsletterDraftRow = Selectable<NewsletterDraftsTable>;
