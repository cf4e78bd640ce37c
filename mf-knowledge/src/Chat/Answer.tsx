import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { KnowledgeSource } from '@portal/shared/knowledge/schemas';
import { parseAnswer, type Block, type Inline } from './markdown';
import './answer.css';

export interface AnswerProps {
  text: string;
  sources: KnowledgeSource[];
}

function InlineNodes({ nodes, sources }: { nodes: Inline[]; sources: KnowledgeSource[] }) {
  return (
    <>
      {nodes.map((node, i): ReactNode => {
        switch (node.kind) {
          case 'text':
            return node.text;
          case 'strong':
            return (
              <strong key={i}>
                <InlineNodes nodes={node.children} sources={sources} />
              </strong>
            );
          case 'em':
            return (
              <em key={i}>
                <InlineNodes nodes={node.children} sources={sources} />
              </em>
            );
          case 'code':
            return <code key={i}>{node.text}</code>;
          case 'link':
            return (
              <a key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
                <InlineNodes nodes={node.children} sources={sources} />
              </a>
            );
          case 'cite': {
            const source = sources[node.n - 1];
            // a number the answer has no source for is shown as written
            if (!source) return `[${node.n}]`;
            return (
              <Link key={i} to={source.url} className="kb-cite" title={source.filename} aria-label={`Source ${node.n}: ${source.filename}`}>
                [{node.n}]
              </Link>
            );
          }
        }
      })}
    </>
  );
}

function BlockView({ block, sources }: { block: Block; sources: KnowledgeSource[] }) {
  const inline = (nodes: Inline[]) => <InlineNodes nodes={nodes} sources={sources} />;
  switch (block.kind) {
    case 'paragraph':
      return <p>{inline(block.inline)}</p>;
    case 'heading':
      return <p className="kb-answer__heading">{inline(block.inline)}</p>;
    case 'code':
      return (
        <pre className="kb-answer__code">
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{inline(item)}</li>);
      return block.ordered ? <ol start={block.start === 1 ? undefined : block.start}>{items}</ol> : <ul>{items}</ul>;
    }
    case 'table':
      return (
        // a wide table scrolls on its own on a narrow screen
        <div className="kb-answer__table" role="region" aria-label="Table" tabIndex={0}>
          <table>
            <thead>
              <tr>
                {block.head.map((cell, c) => (
                  <th key={c} scope="col" style={block.align[c] ? { textAlign: block.align[c]! } : undefined}>
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={c} style={block.align[c] ? { textAlign: block.align[c]! } : undefined}>
                      {inline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/**
 * An answer with its structure: paragraphs, bullet and numbered lists, bold and italic, code, tables, safe links and
 * [n] citations (linked to the cited passage). Each "## " heading starts a collapsible section (spec 2.14: a
 * collapsible section component in the thread), built on <details> so it works by keyboard and screen reader. The text
 * is parsed into data and rendered as React elements: nothing in it is ever inserted as HTML.
 */
export function Answer({ text, sources }: AnswerProps) {
  return (
    <div className="kb-answer">
      {parseAnswer(text).map((section, i) => {
        const blocks = section.blocks.map((block, b) => <BlockView key={b} block={block} sources={sources} />);
        return section.title === null ? (
          <div key={i}>{blocks}</div>
        ) : (
          <details key={i} open className="kb-section">
            <summary>
              <InlineNodes nodes={section.title} sources={sources} />
            </summary>
            {blocks}
          </details>
        );
      })}
    </div>
  );
}
