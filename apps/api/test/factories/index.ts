// Factories by domain: each file makes its own rows in a company of its own.
export * from './core';
