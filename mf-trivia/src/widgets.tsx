import type { RemoteWidget } from '@portal/shared';
import { DailyTriviaWidget, PollsWidget } from './Widgets';

/**
 * Exposed as `./widgets` (docs/foundation-contract.md "Remote modules"): the home page's Daily Trivia and Polls
 * (spec 2.13), in the side column. Plain React + CSS, no antd or zod on the first screen (widgetsFirstPaint.test.ts).
 * Keys and slots must match `widgets` in portal.json (the shell reads that before it downloads this file).
 */
const widgets: RemoteWidget[] = [
  { key: 'daily-trivia', slot: 'home-side', element: DailyTriviaWidget, permission: { module: 'home_page', action: 'view' } },
  { key: 'polls', slot: 'home-side', element: PollsWidget, permission: { module: 'home_page', action: 'view' } },
];

export default widgets;
