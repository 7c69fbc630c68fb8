export * from './companies';
export * from './users';
export * from './vendors';
export * from './sessions';
export * from './units';
export * from './materials';
