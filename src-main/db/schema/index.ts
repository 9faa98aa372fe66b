// One file per area; drizzle-kit reads them all (drizzle.config.ts) to generate migrations.
export * from './campaigns';
export * from './ladders';
export * from './objectives';
export * from './battles';
export * from './players';
export * from './armies';
export * from './chronicle';
export * from './libraries';
export * from './campaign-maps';
export * from './realm';
