#!/usr/bin/env node
/**
 * Writes the server's zone rules into biome.json from scripts/lint-zones.table.mjs.
 *
 *   node scripts/lint-zones.mjs          rewrite biome.json's server overrides
 *   node scripts/lint-zones.mjs --check  exit 1 when biome.json differs from the table (npm run lint)
 *
 * The script owns every override whose includes start with `apps/server/src/`; the others
 * (packages, web) stay as written, in their place.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { modules, schemaOutsideModules } from './lint-zones.table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biomePath = join(root, 'biome.json');
const SERVER = 'apps/server/src/';
const MODULES = `${SERVER}modules/`;
const NOT_TESTS = '!**/*.test.ts';
const REPOSITORIES = ['repository*.ts', '*-repository.ts'];

const zone = (includes, patterns) => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

const SCHEMA = '**/db/schema/**';
const schemaBan = (message) => ({ group: [SCHEMA], message });
const ONLY_REPOSITORIES =
  "Only repository*.ts and db/ import the schema: put the query in the owner's repository.";
const providersBan = {
  group: ['**/modules/**', '**/app.ts', '**/deps.ts'],
  message: 'Providers import no module: the composition root (deps.ts, services.ts) passes what they need.',
};
const libBan = {
  group: ['**/app.ts', '**/deps.ts', '**/modules/**', '**/providers/**'],
  message: 'lib is shared ground: it imports no module, provider or app wiring.',
};
const appBan = {
  group: ['**/app.ts'],
  message: 'Modules import no app.ts: take what you need from ports.ts (AppDeps).',
};

/**
 * A module reaches only the modules the table lets it use, each only through its index.ts, and
 * never app.ts (the last pattern puts it back after `!../../**` let the rest of the server through).
 */
function usesRule(name, { uses }, extra = []) {
  const allowed = uses.length ? `uses ${uses.join(', ')} through their index.ts` : 'uses no other module';
  return {
    group: ['../*/**', '!../../**', ...uses.map((m) => `!../${m}/index.ts`), ...extra, '**/app.ts'],
    message: `modules/${name} ${allowed}, and no app.ts (scripts/lint-zones.table.mjs).`,
  };
}

function ownedTablesRule(name, { tables }) {
  return {
    group: [SCHEMA],
    importNamePattern: `(${tables.join('|')})`,
    invertImportNamePattern: true,
    message: `modules/${name} owns only ${tables.join(', ')} (scripts/lint-zones.table.mjs).`,
  };
}

function moduleZones(name, spec) {
  const dir = `${MODULES}${name}/`;
  const zones = [zone([`${dir}**`, NOT_TESTS], [schemaBan(ONLY_REPOSITORIES), usesRule(name, spec)])];
  if (spec.tables.length) {
    zones.push(
      zone(
        REPOSITORIES.map((glob) => `${dir}**/${glob}`),
        [ownedTablesRule(name, spec), usesRule(name, spec)],
      ),
    );
  }
  return zones;
}

function serverZones() {
  const outsideModules = (prefix) => schemaOutsideModules.filter((f) => f.startsWith(`${SERVER}${prefix}`));
  const rootFiles = schemaOutsideModules.filter((f) => !f.slice(SERVER.length).includes('/'));
  return [
    zone([`${SERVER}**`, NOT_TESTS], [schemaBan(ONLY_REPOSITORIES)]),
    zone([`${SERVER}db/**`], []),
    zone(rootFiles, []),
    zone([`${SERVER}providers/**`, NOT_TESTS], [providersBan, schemaBan(ONLY_REPOSITORIES)]),
    zone(outsideModules('providers/'), [providersBan]),
    zone([`${SERVER}lib/**`, NOT_TESTS], [libBan, schemaBan(ONLY_REPOSITORIES)]),
    zone(outsideModules('lib/'), [libBan]),
    zone([`${MODULES}**`], [appBan]),
    ...Object.entries(modules).flatMap(([name, spec]) => moduleZones(name, spec)),
  ].filter((z) => z.includes.length);
}

function validate() {
  for (const [name, spec] of Object.entries(modules)) {
    for (const used of spec.uses) {
      if (!modules[used]) throw new Error(`modules/${name} uses unknown module ${used}`);
    }
  }
}

const isServerZone = (override) => override.includes?.[0]?.startsWith(SERVER);

function generate(current) {
  validate();
  const config = JSON.parse(current);
  const overrides = config.overrides ?? [];
  const at = overrides.findIndex(isServerZone);
  const kept = overrides.filter((o) => !isServerZone(o));
  const insertAt = at === -1 ? kept.length : overrides.slice(0, at).filter((o) => !isServerZone(o)).length;
  config.overrides = [...kept.slice(0, insertAt), ...serverZones(), ...kept.slice(insertAt)];
  // Emptied zones switch the rule off (db/ imports the schema it defines).
  for (const o of config.overrides) {
    const rule = o.linter?.rules?.style?.noRestrictedImports;
    if (rule && rule.options?.patterns?.length === 0) o.linter.rules.style.noRestrictedImports = 'off';
  }
  return execFileSync(join(root, 'node_modules/.bin/biome'), ['format', '--stdin-file-path=biome.json'], {
    input: `${JSON.stringify(config, null, 2)}\n`,
    encoding: 'utf8',
  });
}

const current = readFileSync(biomePath, 'utf8');
const next = generate(current);
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error(
      'biome.json is out of date with scripts/lint-zones.table.mjs: run `node scripts/lint-zones.mjs`.',
    );
    process.exit(1);
  }
} else if (next !== current) {
  writeFileSync(biomePath, next);
  console.log(`biome.json: server zones rewritten (${Buffer.byteLength(next)} bytes).`);
}
