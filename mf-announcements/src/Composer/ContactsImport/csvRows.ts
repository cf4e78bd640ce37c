/**
 * How many contacts a CSV file holds: its records (quoted fields may hold line breaks, as the api reads them),
 * less the header line, blank lines not counted. Only for telling the user before they import; the api checks again.
 */
export function countCsvRows(text: string): number {
  let records = 0;
  let quoted = false;
  let blank = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === '\n' || ch === '\r')) {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      if (!blank) records++;
      blank = true;
    } else if (blank && !/\s/.test(ch) && ch !== '\uFEFF') blank = false;
  }
  if (!blank) records++;
  return Math.max(0, records - 1);
}
