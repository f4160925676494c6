import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '..');
const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
const meta = (attr: string, key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="(.*?)"`))?.[1];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = fs.readFileSync(path.join(web, 'public', file));
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the homepage head', () => {
  it('carries the spec title and description', () => {
    expect(html).toContain('<title>Packsmith — professional AI packaging design in seconds</title>');
    expect(meta('name', 'description')).toBe('Design packaging your customers love by chatting with AI.');
  });

  it('points og:image and twitter:image at two previews of different aspect ratios that exist', () => {
    const og = meta('property', 'og:image')!;
    const twitter = meta('name', 'twitter:image')!;
    expect(pngSize(path.basename(og))).toEqual([1200, 630]);
    expect(pngSize(path.basename(twitter))).toEqual([1200, 600]);
  });
});
