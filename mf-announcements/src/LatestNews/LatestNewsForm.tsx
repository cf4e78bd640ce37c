export interface LatestNewsFormProps {
  /** Called after a news item was created (or the user cancelled). */
  onDone?: () => void;
}

/** Composer form for a latest-news item (stub; the real form follows). */
export function LatestNewsForm(_props: LatestNewsFormProps) {
  return <div data-testid="latest-news-form">Latest news form</div>;
}
