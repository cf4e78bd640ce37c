import type { Announcement, AnnouncementDetail, PublicAnnouncement } from '@portal/shared';

/** An announcement as the lists return it. */
export function buildAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 11,
    kind: 'company',
    owner_id: 1,
    location_id: 1,
    location_name: 'Arcadia Downtown',
    subject: 'Holiday hours',
    info: '<p>We open at <strong>noon</strong>.</p>',
    text: 'We open at noon.',
    url_image: null,
    url_doc: null,
    doc_name: null,
    editor_type: 'default',
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    scheduled: false,
    full_name: 'Alex Morgan',
    created_by: { id: 1, location_id: 1, profile_id: 1, first_name: 'Alex', last_name: 'Morgan', full_name: 'Alex Morgan', createdAt: '2026-01-01T00:00:00.000Z' },
    viewd: false,
    is_visible: true,
    visibility: true,
    everyone: true,
    locations_ids: [],
    groups_ids: [],
    contacts_count: 0,
    ...overrides,
  };
}

export function buildDetail(overrides: Partial<AnnouncementDetail> = {}): AnnouncementDetail {
  return { ...buildAnnouncement(), opinion: null, ...overrides };
}

export function buildPublic(overrides: Partial<PublicAnnouncement> = {}): PublicAnnouncement {
  return {
    id: 7,
    subject: 'Open enrollment',
    info: '<p>Choose your plan by <em>Friday</em>.</p>',
    createdAt: '2026-11-02T10:00:00.000Z',
    url_image: '/uploads/announcements/plan.png',
    created_by: { full_name: 'Alex Morgan' },
    ...overrides,
  };
}
