import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Import boundaries (DESIGN section 7): shared -> server, shared -> client,
// never client <-> server, never feature -> feature.
const leaveFeature = {
  group: ['../../*'],
  message: 'Leave a feature only through @shared, @server or @client aliases.',
};
const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'src/server/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['@server/*', '@client/*', '../../server/*', '../../client/*'],
        message: 'shared/ has no I/O and imports neither client nor server.',
      }),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict({
        group: ['@client/*', '**/client/*'],
        message: 'The server never imports client code.',
      }),
    },
  },
  {
    files: ['src/server/features/**'],
    rules: {
      'no-restricted-imports': restrict(
        { group: ['@client/*', '**/client/*'], message: 'The server never imports client code.' },
        {
          group: ['@server/features/*'],
          message:
            'Features do not import each other: move the common part to shared/ or a server module.',
        },
        leaveFeature,
      ),
    },
  },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict({
        group: ['@server/*', '**/server/*'],
        message: 'The client never imports server code.',
      }),
    },
  },
  {
    files: ['src/client/features/**'],
    rules: {
      'no-restricted-imports': restrict(
        { group: ['@server/*', '**/server/*'], message: 'The client never imports server code.' },
        {
          group: ['@client/features/*'],
          message:
            'Features do not import each other: compose them in app/ or move the common part to components/ or shared/.',
        },
        {
          group: ['../../../*'],
          message: 'Leave a feature only through @shared or @client aliases.',
        },
      ),
    },
  },
);
