import {describe, expect, it} from 'vitest';
import {documentBytes} from './document-bytes';

describe('document bytes', () => {
  it('counts inline styles and inline scripts, not scripts loaded from a file', () => {
    const html = '<html><head><style>a{}</style><script src="/x.js"></script><script type="module">é=1</script></head><body><style media="print">b{}</style></body></html>';
    expect(documentBytes(html)).toMatchObject({htmlBytes: Buffer.byteLength(html), inlineStyleBytes: 6, inlineScriptBytes: 4});
  });
});
