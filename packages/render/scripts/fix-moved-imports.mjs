#!/usr/bin/env node
/**
 * For merging branches written before packages/render was regrouped by job (issue 28): rewrites
 * every relative import that no longer resolves but names a file in MOVES to the file's new path,
 * in every tracked TypeScript file (also a moved file whose new lines still count from its old
 * folder). Run from the repo after a merge: `node packages/render/scripts/fix-moved-imports.mjs`.
 * Delete once every such branch is merged.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const MOVES = [
  ['packages/render/src/document.ts', 'packages/render/src/document/design-document.ts'],
  ['packages/render/src/assets.ts', 'packages/render/src/document/asset-bytes.ts'],
  ['packages/render/src/prompt/vocabulary.ts', 'packages/render/src/document/set-vocabulary.ts'],
  ['packages/render/src/path.ts', 'packages/render/src/scene/path.ts'],
  ['packages/render/src/svg.ts', 'packages/render/src/scene/svg.ts'],
  ['packages/render/src/surface.ts', 'packages/render/src/scene/surface.ts'],
  ['packages/render/src/text.ts', 'packages/render/src/scene/text.ts'],
  ['packages/render/src/fonts.ts', 'packages/render/src/scene/fonts.ts'],
  ['packages/render/src/opentype.d.ts', 'packages/render/src/scene/opentype.d.ts'],
  ['packages/render/src/icons.ts', 'packages/render/src/scene/icons.ts'],
  ['packages/render/src/studio.ts', 'packages/render/src/scene/studio.ts'],
  ['packages/render/src/props/props.ts', 'packages/render/src/scene/props.ts'],
  ['packages/render/src/materials/noise.ts', 'packages/render/src/scene/materials/noise.ts'],
  ['packages/render/src/materials/stage.ts', 'packages/render/src/scene/materials/stage.ts'],
  ['packages/render/src/materials/textures.ts', 'packages/render/src/scene/materials/textures.ts'],
  ['packages/render/src/design.ts', 'packages/render/src/compose/label-designer.ts'],
  ['packages/render/src/layout.ts', 'packages/render/src/compose/panel-layout.ts'],
  ['packages/render/src/placement.ts', 'packages/render/src/compose/emphasis-placement.ts'],
  ['packages/render/src/placement.test.ts', 'packages/render/src/compose/emphasis-placement.test.ts'],
  ['packages/render/src/patterns.ts', 'packages/render/src/compose/pattern-items.ts'],
  ['packages/render/src/scene.ts', 'packages/render/src/compose/packaging-scene.ts'],
  ['packages/render/src/scenes.ts', 'packages/render/src/compose/non-packaging-scenes.ts'],
  ['packages/render/src/mockup-fit.test.ts', 'packages/render/src/compose/mockup-fit.test.ts'],
  ['packages/render/src/mockup-fit-all.test.ts', 'packages/render/src/compose/mockup-fit-all.test.ts'],
  ['packages/render/src/imagery.ts', 'packages/render/src/compose/imagery-scene.ts'],
  ['packages/render/src/logo.ts', 'packages/render/src/compose/logo-scene.ts'],
  ['packages/render/src/stilllife.ts', 'packages/render/src/compose/still-life-scene.ts'],
  ['packages/render/src/stilllife.test.ts', 'packages/render/src/compose/still-life-scene.test.ts'],
  ['packages/render/src/packs/common.ts', 'packages/render/src/compose/packs/common.ts'],
  ['packages/render/src/packs/cuboid.ts', 'packages/render/src/compose/packs/cuboid.ts'],
  ['packages/render/src/packs/flat.ts', 'packages/render/src/compose/packs/flat.ts'],
  ['packages/render/src/packs/revolved.ts', 'packages/render/src/compose/packs/revolved.ts'],
  ['packages/render/src/pixels.ts', 'packages/render/src/raster/rasterise.ts'],
  ['packages/render/src/raster.ts', 'packages/render/src/raster/image-operations.ts'],
  ['packages/render/src/raster.test.ts', 'packages/render/src/raster/image-operations.test.ts'],
  ['packages/render/src/cutout.test.ts', 'packages/render/src/raster/cutout.test.ts'],
  ['packages/render/src/palette.ts', 'packages/render/src/raster/measured-palette.ts'],
  ['packages/render/src/palette.test.ts', 'packages/render/src/raster/measured-palette.test.ts'],
  ['packages/render/src/watermark.ts', 'packages/render/src/raster/image-watermark.ts'],
  ['packages/render/src/watermark.test.ts', 'packages/render/src/raster/image-watermark.test.ts'],
  ['packages/render/src/judge/judge.ts', 'packages/render/src/judge/design-judge.ts'],
  ['packages/render/src/judge/judge.test.ts', 'packages/render/src/judge/design-judge.test.ts'],
  ['packages/render/src/judge/image.ts', 'packages/render/src/judge/image-judge.ts'],
  ['packages/render/src/judge/image.test.ts', 'packages/render/src/judge/image-judge.test.ts'],
  ['packages/render/src/judge/pixels.ts', 'packages/render/src/judge/pixel-measures.ts'],
  ['packages/render/src/edit/raster.ts', 'packages/render/src/edit/apply-raster.ts'],
  ['packages/render/src/edit/raster.test.ts', 'packages/render/src/edit/apply-raster.test.ts'],
  ['packages/render/src/library.ts', 'packages/render/src/library/library-items.ts'],
  ['packages/render/src/library-briefs.ts', 'packages/render/src/library/sector-tables.ts'],
  ['packages/render/src/library-audit.ts', 'packages/render/src/library/title-audit.ts'],
  ['packages/render/src/library.test.ts', 'packages/render/src/library/library.test.ts'],
  ['packages/render/src/prompt/read.ts', 'packages/render/src/read/image-prompt/image-prompt.ts'],
  ['packages/render/src/prompt/read.test.ts', 'packages/render/src/read/image-prompt/image-prompt.test.ts'],
  ['packages/render/src/edit/interpret.ts', 'packages/render/src/read/chat-message/interpret.ts'],
  ['packages/render/src/edit/interpret.test.ts', 'packages/render/src/read/chat-message/interpret.test.ts'],
  ['packages/render/src/edit/reader.ts', 'packages/render/src/read/chat-message/message-reader.ts'],
  ['packages/render/src/edit/references.ts', 'packages/render/src/read/chat-message/references.ts'],
  ['packages/render/src/edit/references.test.ts', 'packages/render/src/read/chat-message/references.test.ts'],
  ['packages/render/src/edit/history-intent.ts', 'packages/render/src/read/chat-message/history-intent.ts'],
  [
    'packages/render/src/edit/history-intent.test.ts',
    'packages/render/src/read/chat-message/history-intent.test.ts',
  ],
  ['packages/render/src/edit/reply.test.ts', 'packages/render/src/read/chat-message/reply.test.ts'],
  ['packages/render/src/edit/read/colour.ts', 'packages/render/src/read/chat-message/rules/colour.ts'],
  ['packages/render/src/edit/read/context.ts', 'packages/render/src/read/chat-message/rules/context.ts'],
  [
    'packages/render/src/edit/read/format-view-size.ts',
    'packages/render/src/read/chat-message/rules/format-view-size.ts',
  ],
  ['packages/render/src/edit/read/intent.ts', 'packages/render/src/read/chat-message/rules/non-edits.ts'],
  ['packages/render/src/edit/read/layout.ts', 'packages/render/src/read/chat-message/rules/layout.ts'],
  ['packages/render/src/edit/read/pattern.ts', 'packages/render/src/read/chat-message/rules/pattern.ts'],
  ['packages/render/src/edit/read/scene.ts', 'packages/render/src/read/chat-message/rules/scene.ts'],
  ['packages/render/src/edit/read/symbol.ts', 'packages/render/src/read/chat-message/rules/symbol.ts'],
  [
    'packages/render/src/edit/read/text-fields.ts',
    'packages/render/src/read/chat-message/rules/text-fields.ts',
  ],
  [
    'packages/render/src/edit/read/typography.ts',
    'packages/render/src/read/chat-message/rules/typography.ts',
  ],
  ['packages/render/src/edit/read/words.ts', 'packages/render/src/read/chat-message/rules/words.ts'],
  [
    'packages/render/src/edit/eval/blind-batch.ts',
    'packages/render/src/read/chat-message/eval/blind-batch.ts',
  ],
  ['packages/render/src/edit/eval/eval.test.ts', 'packages/render/src/read/chat-message/eval/eval.test.ts'],
  [
    'packages/render/src/edit/eval/fourth-batch.ts',
    'packages/render/src/read/chat-message/eval/fourth-batch.ts',
  ],
  ['packages/render/src/edit/eval/imagery.ts', 'packages/render/src/read/chat-message/eval/imagery.ts'],
  ['packages/render/src/edit/eval/logo.ts', 'packages/render/src/read/chat-message/eval/logo.ts'],
  ['packages/render/src/edit/eval/mockup.ts', 'packages/render/src/read/chat-message/eval/mockup.ts'],
  ['packages/render/src/edit/eval/ops.ts', 'packages/render/src/read/chat-message/eval/ops.ts'],
  ['packages/render/src/edit/eval/packaging.ts', 'packages/render/src/read/chat-message/eval/packaging.ts'],
  ['packages/render/src/edit/eval/photoshoot.ts', 'packages/render/src/read/chat-message/eval/photoshoot.ts'],
  [
    'packages/render/src/edit/eval/position-batch.ts',
    'packages/render/src/read/chat-message/eval/position-batch.ts',
  ],
  ['packages/render/src/edit/eval/score.ts', 'packages/render/src/read/chat-message/eval/score.ts'],
  [
    'packages/render/src/edit/eval/second-batch.ts',
    'packages/render/src/read/chat-message/eval/second-batch.ts',
  ],
  [
    'packages/render/src/edit/eval/third-batch.ts',
    'packages/render/src/read/chat-message/eval/third-batch.ts',
  ],
  [
    'apps/server/src/providers/language/brief-colours.ts',
    'packages/render/src/read/logo-brief/brand-colours.ts',
  ],
  ['apps/server/src/providers/language/brief-names.ts', 'packages/render/src/read/logo-brief/brand-names.ts'],
  [
    'apps/server/src/providers/language/local.test.ts',
    'packages/render/src/read/logo-brief/logo-brief.test.ts',
  ],
];

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const moves = new Map(MOVES.map(([from, to]) => [resolve(root, from), resolve(root, to)]));
const back = new Map([...moves].map(([from, to]) => [to, from]));
const SPEC = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|path=)(['"])(\.\.?\/[^'"]*)\2/g;

const files = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx', '*.mts', '*.mjs'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
  .map((f) => join(root, f))
  .filter((f) => existsSync(f));

let fixed = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(SPEC, (all, pre, q, spec) => {
    if (existsSync(resolve(dirname(file), spec))) return all;
    const oldTarget = resolve(dirname(back.get(file) ?? file), spec);
    const target = moves.get(oldTarget) ?? oldTarget;
    if (!existsSync(target)) return all;
    const next = relative(dirname(file), target).split('\\').join('/');
    return `${pre}${q}${next.startsWith('.') ? next : `./${next}`}${q}`;
  });
  if (out !== text) {
    writeFileSync(file, out);
    fixed++;
    console.log(relative(root, file));
  }
}
console.log(`imports fixed in ${fixed} files; then: npx biome check --write <those files>`);
