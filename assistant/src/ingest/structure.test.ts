import { describe, expect, it } from 'vitest';
import { makeDocx, makePdf, makeXlsx } from '../demo/builders';
import { chunkStructured } from './chunk';
import { extractDocumentText } from './extract';

const encode = (s: string) => new TextEncoder().encode(s);
const chunksOf = async (kind: Parameters<typeof extractDocumentText>[0], bytes: Uint8Array) => chunkStructured(await extractDocumentText(kind, bytes));

describe('structure kept from every format: headings as context, table rows with their column names', () => {
  it('Markdown: a section per heading, a pipe table as one line per row', async () => {
    const md =
      '# Game Card Policy\n\n## Refunds\n\nCredit is refundable within **14 days**.\n\n## Tiers\n\n| Tier | Yearly spend |\n|---|---:|\n| Silver | $100 |\n| Gold | $250 |\n';
    expect(await chunksOf('markdown', encode(md))).toEqual([
      { content: 'Refunds\n\nCredit is refundable within 14 days.', context: 'Game Card Policy › Refunds' },
      { content: 'Tiers\n\nTier: Silver; Yearly spend: $100.\nTier: Gold; Yearly spend: $250.', context: 'Game Card Policy › Tiers' },
    ]);
  });

  it('HTML: a definition list keeps each term with its definition', async () => {
    const html = '<main><h2>Refunds</h2><dl>\n<dt>Cash refunds</dt>\n<dd>Over $25 need the general manager.</dd>\n<dt>Redeemed tickets</dt><dd>Never refunded.</dd></dl></main>';
    expect(await chunksOf('html', encode(html))).toEqual([
      { content: 'Refunds\n\nCash refunds: Over $25 need the general manager.\n\nRedeemed tickets: Never refunded.', context: 'Refunds' },
    ]);
  });

  it('HTML: headings and a table (cells with markup, bars and line breaks stay in their cell)', async () => {
    const html = `<main><h1>Parties</h1><h2>Packages</h2><table>
      <tr><th>Package</th><th>Price</th><th>Includes</th></tr>
      <tr><td>Rocket</td><td>$189</td><td>Pizza <b>and</b> drinks<br>40 credits | each</td></tr>
    </table><h2>Deposits</h2><p>A $50 deposit holds the date.</p></main>`;
    expect(await chunksOf('html', encode(html))).toEqual([
      { content: 'Packages\n\nPackage: Rocket; Price: $189; Includes: Pizza and drinks 40 credits | each.', context: 'Parties › Packages' },
      { content: 'Deposits\n\nA $50 deposit holds the date.', context: 'Parties › Deposits' },
    ]);
  });

  it('CSV and Excel: each row with the header’s names; the sheet’s name as context', async () => {
    expect(await chunksOf('csv', encode('Name,Extension\nTom Becker,230\n"Shah, Priya",301\n'))).toEqual([
      { content: 'Name: Tom Becker; Extension: 230.\nName: Shah, Priya; Extension: 301.', context: '' },
    ]);
    // (a "; " inside a cell is written ", ": the row's pairs stay apart)
    expect(await chunksOf('csv', encode('Kiosk,Notes\nKiosk 1,"Busiest kiosk; two people count on Saturdays"\n'))).toEqual([
      { content: 'Kiosk: Kiosk 1; Notes: Busiest kiosk, two people count on Saturdays.', context: '' },
    ]);
    const xlsx = await makeXlsx('Maintenance', [
      ['Machine', 'Frequency'],
      ['Claw machines', 'Weekly'],
    ]);
    expect(await chunksOf('xlsx', xlsx)).toEqual([{ content: 'Maintenance\n\nMachine: Claw machines; Frequency: Weekly.', context: 'Maintenance' }]);
  });

  it('Word: heading styles and tables', async () => {
    const docx = await makeDocx([
      { heading: 'Benefits' },
      { heading: 'Sick leave', level: 2 },
      'Five paid sick days a year.',
      {
        table: [
          ['Benefit', 'Eligibility'],
          ['Health insurance', 'After 60 days'],
        ],
      },
    ]);
    expect(await chunksOf('docx', docx)).toEqual([
      { content: 'Sick leave\n\nFive paid sick days a year.\nBenefit: Health insurance; Eligibility: After 60 days.', context: 'Benefits › Sick leave' },
    ]);
  });

  it('plain text and PDF: short lines without end punctuation before a paragraph read as headings', async () => {
    const lines = ['Safety Guide', 'Fire evacuation', 'Meet at the assembly point in the north parking lot.', 'First aid', 'Kits are kept behind the token booth.'];
    const expected = [
      { content: 'Fire evacuation\n\nMeet at the assembly point in the north parking lot.', context: 'Safety Guide › Fire evacuation' },
      { content: 'First aid\n\nKits are kept behind the token booth.', context: 'Safety Guide › First aid' },
    ];
    expect(await chunksOf('text', encode(lines.join('\n\n')))).toEqual(expected);
    expect(await chunksOf('pdf', makePdf(lines))).toEqual(expected);
    // a title longer than the first section's heading is a heading too (the section's text follows it)
    const titled = ['Goods In and Stock Rooms', 'Arrivals', 'Boxes arrive at the side door on Tuesdays.'];
    expect(await chunksOf('pdf', makePdf(titled))).toEqual([{ content: 'Arrivals\n\nBoxes arrive at the side door on Tuesdays.', context: 'Goods In and Stock Rooms › Arrivals' }]);
    // a sentence the page's width wrapped before a capital is one sentence again ("…on the last" / "Friday of…")
    const wrapped = ['Lockers', 'Lockers are checked for food by the duty manager and the shift supervisor on the last Friday of each month, and anything found is thrown away.'];
    expect(await chunksOf('pdf', makePdf(wrapped))).toEqual([{ content: `Lockers\n\n${wrapped[1]}`, context: 'Lockers' }]);
    // a text without such lines is one passage without context, as before
    expect(await chunksOf('text', encode('Clock in five minutes early.\n\nBreaks are taken in the team room.'))).toEqual([
      { content: 'Clock in five minutes early.\n\nBreaks are taken in the team room.', context: '' },
    ]);
  });
});
