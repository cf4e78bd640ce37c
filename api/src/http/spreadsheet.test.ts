import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { csvStream, neutralise, xlsxStream } from './spreadsheet';

async function* batches(rows: string[][]) {
  yield rows;
}

async function csvOf(rows: string[][]): Promise<string> {
  let out = '';
  for await (const chunk of csvStream(['a'], batches(rows))) out += chunk;
  return out;
}

/** Issue 19 point 7: every locale's separators quoted; formulas neutralised after leading invisible characters, full-width signs too. */
describe('export cells', () => {
  it('neutralises formulas behind leading invisible characters and in full-width form', () => {
    for (const attack of [
      '=1+1',
      '+1',
      '-1',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '\u200b=1+1',
      '\ufeff=1+1',
      '\u2060@x',
      '  =1',
      '\u00a0=1',
      '＝1+1',
      '＋1',
      '－1',
      '＠SUM(A1)',
      '\u200b＝1',
    ]) {
      expect({ attack, cell: neutralise(attack) }).toEqual({ attack, cell: `'${attack}` });
    }
    for (const text of ['hello', 'y;=1+1', 'a=b', '1-2', 'mail@example.com', '', '\u200bplain']) expect(neutralise(text)).toBe(text);
  });

  it('CSV: a cell with any locale’s separator (, ; tab |), quote, line break or edge space is quoted', async () => {
    const csv = await csvOf([['y;=1+1'], ['a,b'], ['a|b'], ['a\tb'], ['say "hi"'], ['two\nlines'], [' padded'], ['plain']]);
    expect(csv.split('\r\n')).toEqual(['a', '"y;=1+1"', '"a,b"', '"a|b"', '"a\tb"', '"say ""hi"""', '"two\nlines"', '" padded"', 'plain', '']);
  });

  it('CSV and XLSX neutralise the same way', async () => {
    const attacks = ['\u200b=HYPERLINK("http://x")', '＝1+1', 'y;=1'];
    const csv = await csvOf(attacks.map((a) => [a]));
    expect(csv).toContain(`"'\u200b=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(`'＝1+1`);
    const stream = xlsxStream('Sheet', [{ header: 'a' }], batches(attacks.map((a) => [a])));
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getColumn(1).values.slice(2);
    expect(values).toEqual([`'\u200b=HYPERLINK("http://x")`, `'＝1+1`, 'y;=1']);
    for (const value of values) expect(typeof value).toBe('string');
  });
});
