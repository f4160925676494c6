import { spawn } from 'node:child_process';
import path from 'node:path';
import type { DesignActionType } from '@packsmith/core';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../../config.ts';
import { selectLanguageProvider } from '../language/index.ts';
import { hasEditModel, selectEditProviders, selectImageProviders } from './index.ts';

const names = (env: Record<string, string>, type: DesignActionType) =>
  selectImageProviders(loadConfig(env))(type).map((p) => p.name);

describe('provider selection by config', () => {
  it('defaults to the local engine and the local reader', () => {
    const config = loadConfig({});
    expect(names({}, 'logo-design')).toEqual(['local']);
    expect(selectLanguageProvider(config).name).toBe('local');
  });

  it('uses IMAGE_PROVIDERS in order, with per-type overrides', () => {
    const env = {
      IMAGE_PROVIDERS: 'fal, OpenAI ,local',
      IMAGE_PROVIDERS_LOGO_DESIGN: 'openai',
      IMAGE_PROVIDERS_PACKAGING_MOCKUP: '',
      FAL_KEY: 'k',
      OPENAI_API_KEY: 'o',
    };
    expect(names(env, 'ai-imagery')).toEqual(['fal', 'openai', 'local']);
    expect(names(env, 'logo-design')).toEqual(['openai']);
    expect(names(env, 'packaging-mockup')).toEqual(['fal', 'openai', 'local']);
    expect(selectLanguageProvider(loadConfig({ ...env, LANGUAGE_PROVIDER: 'openai' })).name).toBe('openai');
  });

  it('edits of document-less images follow IMAGE_PROVIDERS_EDIT, else IMAGE_PROVIDERS', () => {
    const edits = (env: Record<string, string>) => selectEditProviders(loadConfig(env)).map((p) => p.name);
    expect(edits({})).toEqual(['local']);
    expect(hasEditModel(selectEditProviders(loadConfig({})))).toBe(false);
    expect(edits({ IMAGE_PROVIDERS: 'fal,local', FAL_KEY: 'k' })).toEqual(['fal', 'local']);
    expect(edits({ IMAGE_PROVIDERS_EDIT: 'openai,fal', OPENAI_API_KEY: 'o', FAL_KEY: 'k' })).toEqual([
      'openai',
      'fal',
    ]);
    expect(hasEditModel(selectEditProviders(loadConfig({ IMAGE_PROVIDERS_EDIT: 'fal', FAL_KEY: 'k' })))).toBe(
      true,
    );
    expect(() => loadConfig({ IMAGE_PROVIDERS_EDIT: 'fal' })).toThrow(
      'FAL_KEY: required because IMAGE_PROVIDERS_EDIT uses fal',
    );
  });

  it('stops on an unknown provider or a provider without its key, naming the variable', () => {
    expect(() => loadConfig({ IMAGE_PROVIDERS: 'local,midjourney' })).toThrow(
      "IMAGE_PROVIDERS.1: unknown image provider 'midjourney' (use local, fal, openai)",
    );
    expect(() => loadConfig({ IMAGE_PROVIDERS: 'fal' })).toThrow(
      'FAL_KEY: required because IMAGE_PROVIDERS uses fal',
    );
    expect(() => loadConfig({ IMAGE_PROVIDERS_VARIANT_RANGE: 'openai,local' })).toThrow(
      'OPENAI_API_KEY: required because IMAGE_PROVIDERS_VARIANT_RANGE uses openai',
    );
    expect(() => loadConfig({ LANGUAGE_PROVIDER: 'openai' })).toThrow(
      'OPENAI_API_KEY: required because LANGUAGE_PROVIDER uses openai',
    );
    // an override that leaves fal unused needs no fal key
    expect(() => loadConfig({ FAL_KEY: '', IMAGE_PROVIDERS: 'local' })).not.toThrow();
  });

  it('npm start refuses to start with one line naming the missing key', async () => {
    const child = spawn(
      path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      [path.join(REPO_ROOT, 'apps/server/src/main.ts')],
      {
        env: { ...process.env, NODE_ENV: 'test', IMAGE_PROVIDERS: 'fal,local', FAL_KEY: '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'packsmith: Invalid configuration — FAL_KEY: required because IMAGE_PROVIDERS uses fal',
    );
  });
});
