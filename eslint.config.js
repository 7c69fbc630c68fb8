import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const NO_FOCUSED_TESTS = {
  selector: "CallExpression[callee.property.name='only']",
  message: 'No focused tests.',
};

/** Request schemas take ids and numbers through the contracts' primitives (issue 14 finding 5). */
const CONTRACT_PRIMITIVES = [
  {
    selector: "MemberExpression[object.name='z'][property.name='coerce']",
    message:
      "z.coerce takes '+1', ' 1', '0x10' and '1e3' as numbers: use idText, queryIds or queryInt from the contracts' primitives.",
  },
  {
    selector: "CallExpression[callee.property.name='positive']",
    message:
      "An id must fit the int4 columns: use `id` (or idText in a URL) from the contracts' primitives.",
  },
];

/** Routes call services; services open the unit of work (decision 0068). */
const ROUTE_FILES = [
  'apps/api/src/modules/**/routes.ts',
  'apps/api/src/modules/**/*-routes.ts',
  'apps/api/src/modules/**/routes/*.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      '**/.stryker-tmp/**',
      'packages/domain/reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS],
    },
  },
  {
    // Request schemas take ids and numbers through the contracts' primitives (issue 14 finding 5).
    files: ['packages/contracts/src/**/*.ts', 'apps/api/src/**/*.ts'],
    ignores: ['packages/contracts/src/primitives.ts', 'apps/api/src/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', NO_FOCUSED_TESTS, ...CONTRACT_PRIMITIVES],
    },
  },
  {
    files: ROUTE_FILES,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/repository', '**/repository*', '**/repositories/**'],
              message: 'Routes call the service; only services use repositories.',
            },
            {
              group: ['**/db/**', '**/db'],
              message: 'Routes never reach the database: call the service.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/**'],
              message: 'Routes never use the ORM: call the service.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        NO_FOCUSED_TESTS,
        ...CONTRACT_PRIMITIVES,
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Routes never open a transaction: the service opens the unit of work.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
