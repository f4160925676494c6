/**
 * SVG sanitiser: an allow-list rewrite of the document. Kept: shapes, text, gradients, patterns,
 * clip paths, masks, filters and local (#id) references. Dropped: scripts, event handlers,
 * foreignObject and other embedding elements, animations (they can rewrite links), external
 * references (href/url() to anything but #fragments or inline raster data), doctype/entities,
 * processing instructions, and CSS that imports or fetches.
 */

const ALLOWED_ELEMENTS = new Set(
  [
    'svg',
    'g',
    'defs',
    'symbol',
    'use',
    'title',
    'desc',
    'metadata',
    'switch',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'image',
    'linearGradient',
    'radialGradient',
    'stop',
    'pattern',
    'clipPath',
    'mask',
    'marker',
    'style',
    'filter',
    'feBlend',
    'feColorMatrix',
    'feComponentTransfer',
    'feComposite',
    'feConvolveMatrix',
    'feDiffuseLighting',
    'feDisplacementMap',
    'feDistantLight',
    'feDropShadow',
    'feFlood',
    'feFuncA',
    'feFuncB',
    'feFuncG',
    'feFuncR',
    'feGaussianBlur',
    'feMerge',
    'feMergeNode',
    'feMorphology',
    'feOffset',
    'fePointLight',
    'feSpecularLighting',
    'feSpotLight',
    'feTile',
    'feTurbulence',
  ].map((n) => n.toLowerCase()),
);

/** Inline raster images only; never SVG-in-SVG (it could carry its own scripts). */
const SAFE_DATA_URI = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;

function safeHref(value: string, element: string): boolean {
  const v = value.trim();
  if (v.startsWith('#')) return /^#[\w.:-]*$/.test(v);
  return element === 'image' && SAFE_DATA_URI.test(v);
}

/** CSS with nothing that fetches, scripts or escapes: url() only to #fragments. */
export function sanitiseCss(css: string): string {
  let out = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // CSS escapes could spell out forbidden words; there is no legitimate use for them here.
  out = out.replace(/\\[0-9a-f]{1,6}\s?|\\./gi, '');
  out = out.replace(/@import[^;]*;?/gi, '');
  out = out.replace(/@font-face\s*\{[^}]*\}/gi, '');
  out = out.replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (m, _q, target: string) =>
    target.trim().startsWith('#') ? m : 'none',
  );
  out = out.replace(/expression\s*\(|javascript:|behaviou?r\s*:|-moz-binding/gi, '');
  out = out.replace(/<\/?style/gi, '');
  return out;
}

const escapeAttr = (v: string) =>
  v
    .replace(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

const KNOWN_ENTITY = /&(?:amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});/gi;

/** Text between tags: only the five XML entities and character references survive. */
function cleanText(text: string): string {
  return text
    .replace(
      /&(?:(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});|(\w+);?)?/gi,
      (m, known?: string, name?: string) => (known ? m : name ? '' : '&amp;'),
    )
    .replace(/>/g, '&gt;');
}

function decodeEntities(v: string): string {
  return v.replace(KNOWN_ENTITY, (e) => {
    const body = e.slice(1, -1).toLowerCase();
    if (body === 'amp') return '&';
    if (body === 'lt') return '<';
    if (body === 'gt') return '>';
    if (body === 'quot') return '"';
    if (body === 'apos') return "'";
    const code = body.startsWith('#x')
      ? Number.parseInt(body.slice(2), 16)
      : Number.parseInt(body.slice(1), 10);
    try {
      return String.fromCodePoint(code);
    } catch (err) {
      if (err instanceof RangeError) return ''; // not a code point (e.g. &#x110000;)
      throw err;
    }
  });
}

const ATTR = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?/g;

function cleanAttributes(element: string, raw: string): { attrs: string; dropped: boolean } {
  const out: string[] = [];
  let dropped = false;
  const drop = () => {
    dropped = true;
  };
  const seen = new Set<string>();
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1]!;
    let value = m[2] ?? '';
    if (value.startsWith('"') || value.startsWith("'")) value = value.slice(1, -1);
    const lower = name.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    if (!/^[a-z_][\w:.-]*$/i.test(name) || lower.startsWith('on')) {
      drop();
      continue;
    }
    // Namespace declarations other than SVG's own and xlink are dropped with their prefix users.
    if (lower === 'xmlns' && value !== 'http://www.w3.org/2000/svg') continue;
    if (lower.startsWith('xmlns:') && lower !== 'xmlns:xlink') continue;
    if (
      lower.includes(':') &&
      !lower.startsWith('xlink:') &&
      !lower.startsWith('xml:') &&
      lower !== 'xmlns:xlink'
    ) {
      continue;
    }
    const decoded = decodeEntities(value);
    if (lower === 'href' || lower === 'xlink:href') {
      if (!safeHref(decoded, element)) {
        drop();
        continue;
      }
      value = decoded;
    } else if (lower === 'src' || lower === 'action' || lower === 'formaction' || lower === 'xml:base') {
      drop();
      continue;
    } else if (lower === 'style') {
      value = sanitiseCss(decoded);
      if (value !== decoded.replace(/\/\*[\s\S]*?\*\//g, '')) drop();
    } else if (/url\s*\(/i.test(decoded)) {
      // fill="url(#g)" and friends: local references only.
      const clean = decoded.replace(/url\(\s*(['"]?)(.*?)\1\s*\)/gi, (u, _q, t: string) =>
        t.trim().startsWith('#') ? u : 'none',
      );
      if (clean !== decoded) drop();
      value = clean;
    } else if (/javascript:|data:|vbscript:/i.test(decoded.replace(/\s+/g, ''))) {
      drop();
      continue;
    } else {
      value = decoded;
    }
    out.push(` ${name}="${escapeAttr(value)}"`);
  }
  return { attrs: out.join(''), dropped };
}

export interface SanitiseResult {
  svg: string;
  /** Whether anything was removed or rewritten. */
  changed: boolean;
  removed: string[];
}

/** Returns a clean SVG document, or throws when the text has no svg root. */
export function sanitiseSvg(input: string): SanitiseResult {
  const src = input.replace(/^\uFEFF/, '');
  const out: string[] = [];
  const removed = new Set<string>();
  /** Stack of open elements: name and whether it is kept. */
  const stack: { name: string; raw: string; keep: boolean }[] = [];
  let skipDepth = 0;
  let sawRoot = false;
  let i = 0;

  const inStyle = () => stack.length > 0 && stack[stack.length - 1]!.name === 'style';

  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const textEnd = lt < 0 ? src.length : lt;
    if (textEnd > i) {
      if (skipDepth === 0 && sawRoot) {
        const text = src.slice(i, textEnd);
        out.push(inStyle() ? sanitiseCss(text).replace(/</g, '') : cleanText(text));
      }
      i = textEnd;
      continue;
    }
    // Markup at i.
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      i = end < 0 ? src.length : end + 3;
      continue;
    }
    if (src.startsWith('<![CDATA[', i)) {
      const end = src.indexOf(']]>', i + 9);
      const body = src.slice(i + 9, end < 0 ? src.length : end);
      i = end < 0 ? src.length : end + 3;
      if (skipDepth === 0 && sawRoot) {
        out.push(inStyle() ? sanitiseCss(body).replace(/</g, '') : cleanText(body.replace(/&/g, '&amp;')));
      }
      continue;
    }
    if (src.startsWith('<!', i)) {
      // Doctype, possibly with an internal subset of entity declarations: dropped whole.
      removed.add('doctype');
      let depth = 0;
      let j = i + 2;
      for (; j < src.length; j++) {
        const c = src[j];
        if (c === '[') depth++;
        else if (c === ']') depth--;
        else if (c === '>' && depth <= 0) break;
      }
      i = j + 1;
      continue;
    }
    if (src.startsWith('<?', i)) {
      const end = src.indexOf('?>', i + 2);
      const pi = src.slice(i, end < 0 ? src.length : end + 2);
      if (!/^<\?xml\s/i.test(pi)) removed.add('processing-instruction');
      i = end < 0 ? src.length : end + 2;
      continue;
    }
    if (src.startsWith('</', i)) {
      const end = src.indexOf('>', i);
      const name = src
        .slice(i + 2, end < 0 ? src.length : end)
        .trim()
        .toLowerCase();
      i = end < 0 ? src.length : end + 1;
      // Close up to the matching open element (tolerates sloppy nesting).
      let idx = stack.length - 1;
      while (idx >= 0 && stack[idx]!.name !== name) idx--;
      if (idx < 0) continue;
      while (stack.length > idx) {
        const top = stack.pop()!;
        if (!top.keep) skipDepth--;
        else if (skipDepth === 0) out.push(`</${top.raw}>`);
      }
      continue;
    }
    // Start tag: find its end, honouring quoted attribute values.
    let j = i + 1;
    let quote: string | null = null;
    for (; j < src.length; j++) {
      const c = src[j];
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    const tag = src.slice(i + 1, j);
    i = j + 1;
    const nameMatch = /^([^\s/>]+)/.exec(tag);
    if (!nameMatch) continue;
    const rawName = nameMatch[1]!;
    const local = rawName.includes(':') ? '' : rawName.toLowerCase();
    const selfClosing = tag.trimEnd().endsWith('/');
    const attrText = tag.slice(rawName.length, selfClosing ? tag.trimEnd().length - 1 : tag.length);
    if (!sawRoot) {
      if (local !== 'svg') throw new Error('not an SVG document');
      sawRoot = true;
    }
    const keep = skipDepth === 0 && ALLOWED_ELEMENTS.has(local);
    if (!keep && skipDepth === 0) removed.add(rawName.toLowerCase());
    if (keep) {
      const { attrs, dropped } = cleanAttributes(local, attrText);
      if (dropped) removed.add('attributes');
      out.push(`<${rawName}${attrs}${selfClosing ? '/>' : '>'}`);
    }
    if (!selfClosing) {
      stack.push({ name: local || rawName.toLowerCase(), raw: rawName, keep });
      if (!keep) skipDepth++;
    }
  }
  while (stack.length) {
    const top = stack.pop()!;
    if (!top.keep) skipDepth--;
    else if (skipDepth === 0) out.push(`</${top.raw}>`);
  }
  if (!sawRoot) throw new Error('not an SVG document');
  let svg = out.join('');
  if (!/^<svg[^>]*\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(svg)) {
    svg = svg.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
  }
  if (/xlink:href=/.test(svg) && !/^<svg[^>]*\sxmlns:xlink=/.test(svg)) {
    svg = svg.replace(/^<svg/, '<svg xmlns:xlink="http://www.w3.org/1999/xlink"');
  }
  const result = `<?xml version="1.0" encoding="UTF-8"?>\n${svg}`;
  return { svg: result, changed: removed.size > 0, removed: [...removed] };
}
