import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { KnowledgeSource } from '@portal/shared/knowledge/schemas';
import { Answer } from './Answer';

const SOURCES: KnowledgeSource[] = [
  { url: '/knowledgebase/1/handbook?document=2&passage=3', filename: 'Handbook.pdf', document_id: 2, chunk_id: 3, category_id: 1, excerpt: 'Full-time…' },
  { url: '/knowledgebase/1/handbook?document=4&passage=5', filename: 'Prices.csv', document_id: 4, chunk_id: 5, category_id: 1, excerpt: 'Tier…' },
];

const show = (text: string) =>
  render(
    <MemoryRouter>
      <Answer text={text} sources={SOURCES} />
    </MemoryRouter>,
  );

describe('Answer', () => {
  it('renders lists, numbered lists, emphasis and citations linked to their passages', () => {
    const { container } = show(
      [
        'Here is what the knowledge base says:',
        '',
        '- **Token booth:** opens at *9:45 am* [1]',
        '- Code word: `lighthouse` [1][2]',
        '',
        '3. Count the drawer',
        '4. Sign the slip [9]',
      ].join('\n'),
    );
    const [bullets, numbered] = screen.getAllByRole('list');
    expect(within(bullets!).getAllByRole('listitem')).toHaveLength(2);
    expect(within(bullets!).getByText('Token booth:').tagName).toBe('STRONG');
    expect(within(bullets!).getByText('9:45 am').tagName).toBe('EM');
    expect(within(bullets!).getByText('lighthouse').tagName).toBe('CODE');
    expect(numbered!.tagName).toBe('OL');
    expect(numbered!.getAttribute('start')).toBe('3');
    const cites = screen.getAllByRole('link', { name: /^Source \d: / });
    expect(cites.map((a) => a.getAttribute('href'))).toEqual([SOURCES[0]!.url, SOURCES[0]!.url, SOURCES[1]!.url]);
    expect(screen.getAllByRole('link', { name: 'Source 2: Prices.csv' })).toHaveLength(1);
    // a number without a source stays text
    expect(container.textContent).toContain('Sign the slip [9]');
  });

  it('renders a pipe table with its header, alignment and citations in cells', () => {
    show(['### Which tier?', '| Tier | Yearly spend | |', '|---|---:|---|', '| Gold | $250 | [2] |', '| Platinum \\| VIP | $500 | [2] |'].join('\n'));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tier', 'Yearly spend', '']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Gold', '$250', '[2]'],
      ['Platinum | VIP', '$500', '[2]'],
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[1]!.style.textAlign).toBe('right');
    expect(within(table).getAllByRole('link', { name: 'Source 2: Prices.csv' })).toHaveLength(2);
    // each ### heading is a collapsible section, open
    const section = screen.getByText('Which tier?').closest('details')!;
    expect(section.open).toBe(true);
  });

  it('never turns answer text into HTML or follows unsafe links', () => {
    const { container } = show('<img src=x onerror="alert(1)"> **<b>bold</b>** [click](javascript:alert(1)) [docs](https://example.com/a) <script>alert(2)</script>');
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('strong')!.textContent).toBe('<b>bold</b>');
    expect(screen.queryByRole('link', { name: 'click' })).toBeNull();
    expect(container.textContent).toContain('click');
    const safe = screen.getByRole('link', { name: 'docs' });
    expect(safe.getAttribute('href')).toBe('https://example.com/a');
    expect(safe.getAttribute('rel')).toContain('noopener');
  });
});
