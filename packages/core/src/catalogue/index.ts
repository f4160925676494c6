export * from './colours.ts';
export * from './presets.ts';
export * from './search.ts';
export * from './templates.ts';
export * from './types.ts';
