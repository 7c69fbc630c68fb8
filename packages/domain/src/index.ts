export * from './permissions';
export * from './roles';
export * from './company';
export * from './limits';
export * from './messages';
export * from './email';
export * from './password';
export * from './company-users';
