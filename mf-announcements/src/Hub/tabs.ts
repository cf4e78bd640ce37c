import type { ListKind } from '../queries/types';
import { HUB_TEXTS } from '../texts';

export type HubTabKey = 'news' | ListKind;

export interface HubTab {
  key: HubTabKey;
  label: string;
  /** the word in 'No {type} results' */
  emptyType: string;
}

/** The eight tabs of spec 2.3, in order; Latest News is the default. */
export const HUB_TABS: readonly HubTab[] = [
  { key: 'news', label: HUB_TEXTS.tabs.latestNews, emptyType: 'Latest News' },
  { key: 'general', label: HUB_TEXTS.tabs.general, emptyType: 'General Announcements' },
  { key: 'local', label: HUB_TEXTS.tabs.local, emptyType: 'Local Announcements' },
  { key: 'group', label: HUB_TEXTS.tabs.group, emptyType: 'Group Announcements' },
  { key: 'others', label: HUB_TEXTS.tabs.others, emptyType: 'Others Announcements' },
  { key: 'payroll', label: HUB_TEXTS.tabs.payroll, emptyType: 'General Communications' },
  { key: 'benefits', label: HUB_TEXTS.tabs.benefits, emptyType: 'Benefits Announcements' },
  { key: 'newsletter', label: HUB_TEXTS.tabs.newsletter, emptyType: 'Newsletter' },
];

/** Spec 2.3: tabs other than General appear only if the role allows view. */
export function visibleHubTabs(canView: boolean): HubTab[] {
  return HUB_TABS.filter((tab) => canView || tab.key === 'general');
}

export function isHubTabKey(value: string | null): value is HubTabKey {
  return HUB_TABS.some((tab) => tab.key === value);
}
