import type { RemoteWidget } from '@portal/shared';
import { IdeaSubmission } from './LatestNews/IdeaSubmission';
import { NewsCarousel } from './LatestNews/Carousel';

/**
 * Exposed as `./widgets` (docs/foundation-contract.md "Remote modules"). The home page (spec doc 2 §2.13) shows
 * the Latest News carousel and, with it, the idea submission for latest news: both in the main column.
 * Keys and slots must match `widgets` in portal.json (the shell reads that before it downloads this file).
 */
const widgets: RemoteWidget[] = [
  { key: 'latest-news', slot: 'home-main', element: NewsCarousel, permission: { module: 'home_page', action: 'view' } },
  { key: 'idea-submission', slot: 'home-main', element: IdeaSubmission, permission: { module: 'home_page', action: 'view' } },
];

export default widgets;
