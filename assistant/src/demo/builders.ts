import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/** A PDF (Helvetica, Letter pages of 44 lines), one text line per entry, long entries wrapped at 90 characters;
 * built byte by byte with a correct cross-reference table. */
export function makePdf(lines: string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, (c) => ({ '’': "'", '“': '"', '”': '"', '–': '-', '—': '-' })[c] ?? '?');
  const wrapped = lines.flatMap((line) => {
    const out: string[] = [];
    let rest = line;
    while (rest.length > 90) {
      const cut = rest.lastIndexOf(' ', 90);
      out.push(rest.slice(0, cut > 0 ? cut : 90));
      rest = rest.slice(cut > 0 ? cut + 1 : 90);
    }
    out.push(rest);
    return out;
  });
  const pages: string[][] = [];
  for (let i = 0; i < wrapped.length; i += 44) pages.push(wrapped.slice(i, i + 44));
  if (!pages.length) pages.push([]);
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const fontRef = 3;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids: string[] = [];
  for (const page of pages) {
    const content = `BT /F1 11 Tf 60 740 Td 15 TL ${page.map((l) => `(${escape(l)}) Tj T*`).join(' ')} ET`;
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    const contentRef = objects.length;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contentRef} 0 R /Resources << /Font << /F1 ${fontRef} 0 R >> >> >>`);
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A block of a Word document: a paragraph, a heading (Heading 1-3 style), or a table (its first row the header). */
export type DocxBlock = string | { heading: string; level?: 1 | 2 | 3 } | { table: string[][] };

const docxRun = (text: string) => `<w:r><w:t xml:space="preserve">${xmlEscape(text)}</w:t></w:r>`;

function docxBlock(block: DocxBlock): string {
  if (typeof block === 'string') return `<w:p>${docxRun(block)}</w:p>`;
  if ('heading' in block) return `<w:p><w:pPr><w:pStyle w:val="Heading${block.level ?? 1}"/></w:pPr>${docxRun(block.heading)}</w:p>`;
  const rows = block.table.map((row, i) => {
    const header = i === 0 ? '<w:trPr><w:tblHeader/></w:trPr>' : '';
    return `<w:tr>${header}${row.map((cell) => `<w:tc><w:p>${docxRun(cell)}</w:p></w:tc>`).join('')}</w:tr>`;
  });
  return `<w:tbl>${rows.join('')}</w:tbl>`;
}

/** A Word document (the parts mammoth needs and nothing else): paragraphs, headings and tables. */
export async function makeDocx(blocks: DocxBlock[]): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/_rels/document.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  );
  zip.file(
    'word/styles.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${[1, 2, 3]
      .map((n) => `<w:style w:type="paragraph" w:styleId="Heading${n}"><w:name w:val="heading ${n}"/></w:style>`)
      .join('')}</w:styles>`,
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${blocks.map(docxBlock).join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** An Excel workbook: one sheet, a header row and data rows. */
export async function makeXlsx(sheet: string, rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(sheet);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart body with one file and the category id (field order as given). */
export function multipart(fields: { category_id?: number | string; file?: { filename: string; bytes: Buffer | Uint8Array; type?: string } }, fileFirst = false) {
  const boundary = `----assistant${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  const field = () => {
    if (fields.category_id !== undefined) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="category_id"\r\n\r\n${fields.category_id}\r\n`));
  };
  const file = () => {
    if (!fields.file) return;
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fields.file.filename}"\r\ncontent-type: ${fields.file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(Buffer.from(fields.file.bytes));
    parts.push(Buffer.from('\r\n'));
  };
  if (fileFirst) {
    file();
    field();
  } else {
    field();
    file();
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
