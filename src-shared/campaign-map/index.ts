export * from './types';
export * from './kinds';
export * from './geometry';
export * from './hex-grid';
export * from './definition';
export * from './rules';
export * from './replay';
export * from './image-type';
