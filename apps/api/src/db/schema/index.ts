export * from './companies';
export * from './users';
export * from './vendors';
export * from './sessions';
export * from './units';
export * from './addresses';
export * from './company-settings';
export * from './cost-codes';
