/** Latest news tab of the announcements hub (stub; the real list and article view follow). */
export function LatestNewsTab() {
  return <div data-testid="latest-news-tab">Latest news</div>;
}
