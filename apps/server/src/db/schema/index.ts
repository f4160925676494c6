export * from './assets.ts';
export * from './credits.ts';
export * from './design.ts';
export * from './mail.ts';
export * from './notifications.ts';
export * from './users.ts';
