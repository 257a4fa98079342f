export * from './collections.ts';
export * from './import.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './placeholders.ts';
export * from './roles.ts';
export * from './schemas.ts';
export * from './transfer.ts';
