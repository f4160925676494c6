import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sanitiseCss, sanitiseSvg } from './svg.ts';

const clean = (body: string) =>
  sanitiseSvg(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`);

describe('sanitiseSvg', () => {
  it('keeps ordinary drawing untouched', async () => {
    const r = clean(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><path d="M0 0L10 10" fill="url(#g)" style="stroke: red"/><text x="1" y="5">A &amp; B</text>',
    );
    expect(r.changed).toBe(false);
    expect(r.svg).toContain('fill="url(#g)"');
    expect(r.svg).toContain('A &amp; B');
    expect((await sharp(Buffer.from(r.svg)).metadata()).format).toBe('svg');
  });

  it('removes scripts, handlers and active elements in any case or spelling', () => {
    const r = clean(
      '<SCRIPT>x()</SCRIPT><g onMouseOver="x()"><rect width="1" height="1"/></g>' +
        '<a xlink:href="javascript:x()"><text>t</text></a>' +
        '<rect width="1" height="1" fill="java&#x73;cript:x()"/>' +
        '<animate attributeName="href" to="javascript:x()"/><set attributeName="onload" to="x()"/>' +
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><script>x()</script></div></foreignObject>' +
        '<iframe src="https://x.test"/><embed src="x"/><object data="x"/>',
    );
    expect(r.changed).toBe(true);
    expect(r.svg).not.toMatch(/script|onmouseover|animate|<set|foreignObject|iframe|embed|object|x\.test/i);
    expect(r.svg).toContain('<rect width="1" height="1"/>');
  });

  it('drops external references but keeps local ones and inline rasters', () => {
    const r = clean(
      '<use href="#a"/><use href="https://x.test/s.svg#a"/><use xlink:href="other.svg#b"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo="/><image href="data:image/svg+xml;base64,PHN2Zz4="/>' +
        '<rect style="fill:url(https://x.test/p)" filter="url(http://x.test/f)" width="1" height="1"/>',
    );
    expect(r.svg).toContain('<use href="#a"/>');
    expect(r.svg).toContain('data:image/png;base64');
    expect(r.svg).not.toMatch(/x\.test|other\.svg|image\/svg\+xml/);
  });

  it('removes doctype entities, processing instructions and refuses non-SVG', () => {
    const r = sanitiseSvg(
      '<?xml version="1.0"?><?xml-stylesheet href="x.css"?><!DOCTYPE svg [<!ENTITY a "&#x26;lol;">]><svg><text>&a;ok</text></svg>',
    );
    expect(r.svg).not.toMatch(/DOCTYPE|ENTITY|stylesheet|&a;/);
    expect(r.svg).toContain('ok');
    expect(() => sanitiseSvg('<html><svg/></html>')).toThrow();
  });

  it('cleans CSS', () => {
    expect(
      sanitiseCss('@import "x.css"; a{b:url(http://x)} c{d:url(#ok)} e{f:expression(alert(1))}'),
    ).not.toMatch(/import|http|expression/);
    expect(sanitiseCss('c{d:url(#ok)}')).toBe('c{d:url(#ok)}');
  });
});
