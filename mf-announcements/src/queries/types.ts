import { READER_TYPE_OF_KIND, type Announcement, type AnnouncementDetail, type PublicAnnouncement } from '@portal/shared';

export type { Announcement, AnnouncementDetail, Contact, NewsletterDraft, PublicAnnouncement, ValueLabel } from '@portal/shared';

/** The hub's list kinds (one per tab but Latest News). */
export type ListKind = 'general' | 'local' | 'group' | 'others' | 'payroll' | 'benefits' | 'newsletter';
export type ReaderType = 'company' | 'local' | 'group' | 'others';
export const READER_TYPES: readonly ReaderType[] = ['company', 'local', 'group', 'others'];

/** Reader segment of each hub list (the api's `READER_TYPE_OF_KIND`). */
export const READER_TYPE_OF_LIST: Record<Exclude<ListKind, 'benefits'>, ReaderType> = {
  general: READER_TYPE_OF_KIND.company,
  local: READER_TYPE_OF_KIND.local,
  group: READER_TYPE_OF_KIND.group,
  others: READER_TYPE_OF_KIND.others,
  payroll: READER_TYPE_OF_KIND.payroll,
  newsletter: READER_TYPE_OF_KIND.newsletter,
};

/** Author shown on cards and viewers: `created_by.full_name`, else the row's `full_name`. */
export function authorOf(item: Partial<Pick<Announcement, 'full_name'>> & { created_by?: { full_name?: string } | null }): string {
  return item.created_by?.full_name || item.full_name || '';
}

export type AnyAnnouncement = Announcement | AnnouncementDetail | PublicAnnouncement;
