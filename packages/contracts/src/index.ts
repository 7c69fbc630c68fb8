export * from './common';
export * from './auth';
export * from './health';
export * from './lists';
export * from './units';
export * from './materials';
