export * from './common';
export * from './auth';
export * from './health';
export * from './mail';
export * from './account';
export * from './company-users';
export * from './roles';
export * from './sso';
