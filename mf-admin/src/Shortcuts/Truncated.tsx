import { truncateText } from '@portal/shared/shortcuts';

/** Spec 9: a cell shows at most `max` characters; the whole text is in its tooltip and for screen readers. */
export function Truncated({ text, max }: { text: string; max: number }) {
  const shown = truncateText(text, max);
  if (shown === text) return <>{text}</>;
  return (
    <span title={text} aria-label={text}>
      {shown}
    </span>
  );
}
