/**
 * Draws the two social-preview images (spec part 2 §1: two aspect ratios) into public/:
 * social-preview.png (1200×630, og:image) and social-preview-wide.png (1200×600, twitter:image).
 * The words are the homepage's own <title> and description, read from index.html.
 * Run: node apps/web/scripts/social-previews.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const web = path.resolve(import.meta.dirname, '..');
const html = fs.readFileSync(path.join(web, 'index.html'), 'utf8');
const [brand, tagline] = html.match(/<title>(.*?)<\/title>/)[1].split(' — ');
const description = html.match(/<meta name="description" content="(.*?)"/)[1];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const capital = (s) => s[0].toUpperCase() + s.slice(1);

/** Greedy word wrap for a line length in characters (the font is proportional; this is a guide). */
function wrap(text, perLine) {
  const lines = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A row of simple packs (box, bottle, can, pouch) on the right, like the dashboard banner. */
function packs(x, baseY, scale) {
  const s = (v) => v * scale;
  return `<g transform="translate(${x} ${baseY - s(300)})">
    <rect x="0" y="${s(70)}" width="${s(110)}" height="${s(230)}" rx="${s(10)}" fill="#f59e0b"/>
    <rect x="0" y="${s(70)}" width="${s(110)}" height="${s(40)}" rx="${s(10)}" fill="#fbbf24"/>
    <circle cx="${s(55)}" cy="${s(170)}" r="${s(24)}" fill="#fff" opacity="0.9"/>
    <rect x="${s(130)}" y="${s(60)}" width="${s(90)}" height="${s(240)}" rx="${s(30)}" fill="#c4b5fd"/>
    <rect x="${s(155)}" y="0" width="${s(40)}" height="${s(70)}" rx="${s(8)}" fill="#7c3aed"/>
    <rect x="${s(140)}" y="${s(140)}" width="${s(70)}" height="${s(70)}" rx="${s(10)}" fill="#6236f0"/>
    <rect x="${s(240)}" y="${s(120)}" width="${s(80)}" height="${s(180)}" rx="${s(16)}" fill="#14b8a6"/>
    <rect x="${s(240)}" y="${s(120)}" width="${s(80)}" height="${s(22)}" rx="${s(10)}" fill="#5eead4"/>
    <path d="M${s(340)} ${s(300)} L${s(350)} ${s(150)} Q${s(395)} ${s(130)} ${s(440)} ${s(150)} L${s(450)} ${s(300)} Z" fill="#fda4af"/>
    <circle cx="${s(395)}" cy="${s(225)}" r="${s(20)}" fill="#e11d48"/>
  </g>`;
}

function preview(width, height) {
  const title = wrap(capital(tagline), 18);
  const body = wrap(`${capital(description)}`, 40);
  const top = height / 2 - (title.length * 64 + body.length * 34 + 120) / 2;
  const titleY = top + 140;
  const bodyY = titleY + title.length * 64 + 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1e1147"/><stop offset="1" stop-color="#4c1d95"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width - 180}" cy="${height / 2}" r="${height * 0.42}" fill="#6236f0" opacity="0.35"/>
  <g transform="translate(72 ${top}) scale(2.25)">
    <rect width="32" height="32" rx="8" fill="#6236f0"/>
    <path d="M16 6.5 25 11v10l-9 4.5L7 21V11z" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>
    <path d="M7.5 11.3 16 15.5l8.5-4.2M16 15.5v9.6" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>
  </g>
  <text x="160" y="${top + 50}" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="#fff">${esc(brand)}</text>
  ${title.map((l, i) => `<text x="72" y="${titleY + i * 64}" font-family="DejaVu Sans" font-weight="bold" font-size="54" fill="#fff">${esc(l)}</text>`).join('\n  ')}
  ${body.map((l, i) => `<text x="72" y="${bodyY + 20 + i * 34}" font-family="DejaVu Sans" font-size="26" fill="#ddd6fe">${esc(l)}</text>`).join('\n  ')}
  ${packs(width - 500, height - 90, 1)}
</svg>`;
}

for (const [name, width, height] of [
  ['social-preview.png', 1200, 630],
  ['social-preview-wide.png', 1200, 600],
]) {
  const png = new Resvg(preview(width, height), {
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
  fs.writeFileSync(path.join(web, 'public', name), png);
  console.log(`${name}: ${width}×${height}, ${png.length} bytes`);
}
