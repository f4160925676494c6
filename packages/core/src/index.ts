export * from './constants.ts';
export * from './contracts/auth.ts';
export * from './contracts/common.ts';
export * from './contracts/meta.ts';
export * from './contracts/users.ts';
export * from './messages.ts';
export * from './staff.ts';
export * from './version.ts';
