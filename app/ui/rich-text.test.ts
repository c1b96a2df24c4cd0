import {describe, expect, it} from 'vitest';
import {parseRichText, withoutLeadingTitle} from './rich-text';

describe('parseRichText', () => {
  it('keeps a description\'s paragraphs, heading and list as structure', () => {
    const html = '<p>Four carats.</p>\n<h3>Details</h3><ul><li>Four- or six-prong head</li><li>Comfort-fit band</li></ul>';
    expect(parseRichText(html)).toEqual([
      {tag: 'p', children: ['Four carats.']},
      {tag: 'h3', children: ['Details']},
      {tag: 'ul', children: [{tag: 'li', children: ['Four- or six-prong head']}, {tag: 'li', children: ['Comfort-fit band']}]},
    ]);
  });

  it('drops scripts, styles and event handlers, and keeps the text of unknown tags', () => {
    const html = '<div onclick="alert(1)"><p>Hi <span style="x">there</span></p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)></div>';
    expect(parseRichText(html)).toEqual([{tag: 'p', children: ['Hi there']}]);
  });

  it('keeps safe links and drops javascript: and off-site protocol-relative ones', () => {
    expect(parseRichText('<p><a href="/support/faq">FAQ</a> <a href="javascript:alert(1)">x</a> <a href="//evil.example">y</a></p>')).toEqual([
      {tag: 'p', children: [{tag: 'a', href: '/support/faq', children: ['FAQ']}, ' ', {tag: 'a', children: ['x']}, ' ', {tag: 'a', children: ['y']}]},
    ]);
  });

  it('decodes entities into text (React escapes it again) and maps b, i and h1 to strong, em and h2', () => {
    expect(parseRichText('<h1>A &amp; B &lt;3 &#8217;s</h1><p><b>bold</b><i>it</i>&nbsp;</p>')).toEqual([
      {tag: 'h2', children: ['A & B <3 \u2019s']},
      {tag: 'p', children: [{tag: 'strong', children: ['bold']}, {tag: 'em', children: ['it']}, '\u00a0']},
    ]);
  });

  it('closes unclosed list items and paragraphs as a browser would, and ignores stray closing tags', () => {
    expect(parseRichText('<ul><li>One<li>Two</ul><p>A<p>B</em></p>')).toEqual([
      {tag: 'ul', children: [{tag: 'li', children: ['One']}, {tag: 'li', children: ['Two']}]},
      {tag: 'p', children: ['A']},
      {tag: 'p', children: ['B']},
    ]);
  });

  it('reads plain text (no markup) as text, and an unterminated script hides the rest', () => {
    expect(parseRichText('Just words')).toEqual(['Just words']);
    expect(parseRichText('<p>ok</p><script>never')).toEqual([{tag: 'p', children: ['ok']}]);
  });
});

describe('parseRichText tables', () => {
  it('keeps a table\'s rows and cells, without the whitespace between them', () => {
    expect(parseRichText('<table>\n<thead><tr><th></th><th>Grade</th><th>Means</th></tr></thead>\n<tbody><tr><td>D<td>Colorless<td></tr></tbody></table>')).toEqual([
      {
        tag: 'table',
        children: [
          {tag: 'thead', children: [{tag: 'tr', children: [{tag: 'th', children: []}, {tag: 'th', children: ['Grade']}, {tag: 'th', children: ['Means']}]}]},
          {tag: 'tbody', children: [{tag: 'tr', children: [{tag: 'td', children: ['D']}, {tag: 'td', children: ['Colorless']}, {tag: 'td', children: []}]}]},
        ],
      },
    ]);
  });
});

describe('withoutLeadingTitle', () => {
  it('drops a first heading that repeats the title, and nothing else', () => {
    const body = parseRichText('<h2>Privacy  policy</h2><p>What we collect.</p><h2>Privacy Policy</h2>');
    expect(withoutLeadingTitle(body, 'Privacy Policy')).toEqual(body.slice(1));
    expect(withoutLeadingTitle(body, 'Terms of Service')).toBe(body);
    const paragraph = parseRichText('<p>Privacy Policy</p>');
    expect(withoutLeadingTitle(paragraph, 'Privacy Policy')).toBe(paragraph);
  });
});
