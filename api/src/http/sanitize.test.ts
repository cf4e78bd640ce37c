import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml, toPlainText } from './sanitize';

const PNG_DATA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('sanitizeRichHtml', () => {
  it('keeps rich text, links, images and tables', () => {
    const html =
      '<h2>Title</h2><p style="color: #ff0000; text-align: center">Hello <strong>bold</strong> <em>it</em> <u>u</u></p>' +
      '<ul><li>one</li></ul><a href="https://example.com/a?b=1" target="_blank">link</a>' +
      '<img src="https://cdn.example.com/x.png" alt="x" width="100">' +
      '<table border="1"><tbody><tr><td colspan="2">cell</td></tr></tbody></table>';
    const clean = sanitizeRichHtml(html);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('style="color:#ff0000;text-align:center"');
    expect(clean).toContain('<strong>bold</strong>');
    expect(clean).toContain('<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer">link</a>');
    expect(clean).toContain('<img src="https://cdn.example.com/x.png" alt="x" width="100" />');
    expect(clean).toContain('<td colspan="2">cell</td>');
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" onmouseover="x()">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" &#x6A;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<object data="x.swf"></object><embed src="x.swf"><p>ok</p>', '<p>ok</p>'],
    ['<form action="https://evil.example"><input name="p"><button>go</button></form>', 'go'],
    ['<p style="background-image: url(javascript:alert(1)); color: red">ok</p>', '<p style="color:red">ok</p>'],
    ['<p style="width: expression(alert(1))">ok</p>', '<p>ok</p>'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>', '<p>ok</p>'],
    ['<base href="https://evil.example/"><p>ok</p>', '<p>ok</p>'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<a href="https://ok.example" target="_top">x</a>', '<a href="https://ok.example">x</a>'],
  ])('cleans %s', (dirty, expected) => {
    expect(sanitizeRichHtml(dirty)).toBe(expected);
  });

  it('keeps raster data: images and drops everything else in data:', () => {
    expect(sanitizeRichHtml(`<img src="${PNG_DATA}">`)).toBe(`<img src="${PNG_DATA}" />`);
    expect(sanitizeRichHtml('<img src="data:text/html,<script>alert(1)</script>">')).toBe('');
  });

  it('never throws on odd input', () => {
    expect(sanitizeRichHtml('')).toBe('');
    expect(sanitizeRichHtml('<p><b>unclosed')).toBe('<p><b>unclosed</b></p>');
    expect(sanitizeRichHtml('x'.repeat(100_000)).length).toBe(100_000);
  });
});

describe('toPlainText', () => {
  it('keeps text and line breaks, drops markup and script text', () => {
    expect(toPlainText('<p>Hello <b>there</b></p><p>Line&nbsp;2 &amp; more</p><script>alert(1)</script>')).toBe('Hello there\nLine 2 & more');
    expect(toPlainText('one<br>two')).toBe('one\ntwo');
  });

  it('an essentially empty body is empty', () => {
    expect(toPlainText('<p><br></p>')).toBe('');
    expect(toPlainText('<p>&nbsp;</p><div>   </div>')).toBe('');
  });

  it('survives bad entities', () => {
    expect(toPlainText('&#99999999; &#x110000; &#65;')).toBe('\ufffd \ufffd A');
  });
});
