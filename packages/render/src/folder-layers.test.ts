import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The folders of `src/` stack in layers (README.md, "Who builds on whom"): an import may only run
 * down. A loop between folders means some file imports back up, so the graph must have none.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

/** The layer a file belongs to: its top folder (each reader of `read/` on its own); root files stand alone. */
function folderOf(file: string): string {
  const parts = relative(SRC, file).split(/[\\/]/);
  if (parts.length === 1) return parts[0]!;
  return parts[0] === 'read' ? `read/${parts[1]}` : parts[0]!;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

type Edges = Map<string, Map<string, string[]>>;

/** Folder → folder imports of the non-test sources, each with the file imports behind it. */
function folderImports(): Edges {
  const edges: Edges = new Map();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(SRC, f));
  for (const file of files) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), spec!);
      if (relative(SRC, target).startsWith('..')) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to) continue;
      const out = edges.get(from) ?? new Map<string, string[]>();
      edges.set(from, out);
      out.set(to, [...(out.get(to) ?? []), `${relative(SRC, file)} → ${relative(SRC, target)}`]);
    }
  }
  return edges;
}

/** The groups of folders that reach each other (strongly connected, more than one folder). */
function loops(edges: Edges): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** Each loop's imports between its own folders, so a failure names the files to fix. */
function describeLoops(edges: Edges): string[] {
  return loops(edges).flatMap((group) =>
    group.flatMap((from) =>
      [...(edges.get(from) ?? [])].filter(([to]) => group.includes(to)).flatMap(([, files]) => files),
    ),
  );
}

describe('src/ folder layers', () => {
  it('finds a loop when two folders import each other', () => {
    const edges: Edges = new Map([
      ['scene', new Map([['raster', ['scene/a.ts → raster/b.ts']]])],
      ['raster', new Map([['scene', ['raster/b.ts → scene/a.ts']]])],
      ['compose', new Map([['scene', ['compose/c.ts → scene/a.ts']]])],
    ]);
    expect(loops(edges)).toEqual([['raster', 'scene']]);
    expect(describeLoops(edges)).toEqual(['raster/b.ts → scene/a.ts', 'scene/a.ts → raster/b.ts']);
  });

  it('reads the real folders, readers one by one', () => {
    const edges = folderImports();
    expect(edges.get('compose')?.has('scene')).toBe(true);
    expect(edges.get('generators')?.has('read/image-prompt')).toBe(true);
  });

  it('has no folder that imports back up a layer', () => {
    expect(describeLoops(folderImports())).toEqual([]);
  });
});
