// How the model-free answer (./extractive) writes what it found: table rows as one table, a part as its heading.

/** Rows of one table as a pipe table (with a column for the citation); null when they do not share their columns. */
export function asTable<U extends { text: string }>(units: U[], cite: (u: U) => string): string | null {
  const rows = units.map((u) =>
    u.text
      .replace(/\.$/, '')
      .split('; ')
      .map((pair) => pair.split(/: (.*)/s)),
  );
  const columns = rows[0]!.map((pair) => pair[0]!);
  if (rows.some((r) => r.length !== columns.length || r.some((pair, i) => pair[0] !== columns[i] || pair[1] === undefined))) return null;
  const cell = (s: string) => s.replace(/\|/g, '\\|');
  return [
    `| ${columns.map(cell).join(' | ')} | |`,
    `|${columns.map(() => '---|').join('')}---|`,
    ...rows.map((r, i) => `| ${r.map((pair) => cell(pair[1]!)).join(' | ')} | ${cite(units[i]!)} |`),
  ].join('\n');
}

/** A part of a question as the heading of its answer: "What time does the booth open?" */
export const asQuestion = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}?`;
