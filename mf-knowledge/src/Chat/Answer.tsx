import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { KnowledgeSource } from '@portal/shared/knowledge/schemas';

/** **bold** and [n] citations (linked to the cited passage) inside one line. */
function inline(text: string, sources: KnowledgeSource[]): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|\[\d{1,2}\])/g).map((part, i) => {
    const bold = /^\*\*([^*]+)\*\*$/.exec(part);
    if (bold) return <strong key={i}>{bold[1]}</strong>;
    const cite = /^\[(\d{1,2})\]$/.exec(part);
    const source = cite ? sources[Number(cite[1]) - 1] : undefined;
    if (source) {
      return (
        <Link key={i} to={source.url} className="kb-cite" title={source.filename} aria-label={`Source ${cite![1]}: ${source.filename}`}>
          [{cite![1]}]
        </Link>
      );
    }
    return <Fragment key={i}>{part}</Fragment>;
  });
}

function Block({ lines, sources }: { lines: string[]; sources: KnowledgeSource[] }) {
  const out: ReactNode[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length) out.push(<ul key={`u${out.length}`}>{bullets.map((b, i) => <li key={i}>{inline(b, sources)}</li>)}</ul>);
    bullets = [];
  };
  for (const line of lines) {
    if (/^\s*[-*]\s+/.test(line)) bullets.push(line.replace(/^\s*[-*]\s+/, ''));
    else {
      flush();
      if (line.trim()) out.push(<p key={`p${out.length}`}>{inline(line, sources)}</p>);
    }
  }
  flush();
  return <>{out}</>;
}

/**
 * An answer: paragraphs, bullet lists, bold and citations; each "## " heading starts a collapsible section (spec 2.14:
 * a collapsible section component in the thread), built on <details> so it works by keyboard and screen reader.
 */
export function Answer({ text, sources }: { text: string; sources: KnowledgeSource[] }) {
  const sections: { title: string | null; lines: string[] }[] = [{ title: null, lines: [] }];
  for (const line of text.split('\n')) {
    const heading = /^#{2,3}\s+(.*)$/.exec(line);
    if (heading) sections.push({ title: heading[1]!, lines: [] });
    else sections.at(-1)!.lines.push(line);
  }
  return (
    <>
      {sections.map((s, i) =>
        s.title === null ? (
          <Block key={i} lines={s.lines} sources={sources} />
        ) : (
          <details key={i} open className="kb-section">
            <summary>{s.title}</summary>
            <Block lines={s.lines} sources={sources} />
          </details>
        ),
      )}
    </>
  );
}
