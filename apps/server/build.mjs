// Compiles the server into dist/main.js (and each background process's module beside it, see
// src/lib/background-process.ts): the app's own TypeScript and the workspace packages
// (@packsmith/core, @packsmith/render) are bundled; every other package stays an import from
// node_modules, so `npm ci --omit=dev` plus this folder is a runnable server (no tsx).
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
// `node build.mjs <folder>` builds elsewhere (the multi-process test); keep it beside src/ (same depth).
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.join(here, 'dist');

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'library-worker': path.join(here, 'src/modules/search/library-worker.ts'),
    'render-worker': path.join(here, 'src/lib/render-worker.ts'),
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled ESM still meets CommonJS packages that call require(): give it one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'node-modules-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@packsmith/') || args.path.startsWith('node:')
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
// Migrations are read at start from beside the code (db/client.ts looks in ./migrations).
await cp(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), dist) || '.'}`);
