export * from './companies';
export * from './users';
export * from './vendors';
export * from './sessions';
export * from './mail';
export * from './account-tokens';
export * from './audit';
export * from './public-order-forms';
