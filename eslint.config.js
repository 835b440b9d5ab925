import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import noUntranslatedText from './scripts/eslint/no-untranslated-text.js';

// Import boundaries (DESIGN section 7 and docs/architecture.md), as path zones:
// the resolver turns every import form (alias, relative, dynamic) into a file
// path before the zones are checked.
const dirs = (parent) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Each feature may import only itself from the features folder. */
const featureZones = (root, message) =>
  dirs(root).map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message,
  }));

const zones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/client'],
    message: 'shared/ has no I/O and imports neither client nor server.',
  },
  {
    target: './src/server',
    from: './src/client',
    message: 'The server never imports client code.',
  },
  {
    target: './src/client',
    from: './src/server',
    message: 'The client never imports server code.',
  },
  {
    target: './src/server/db',
    from: './src/server',
    except: ['./db'],
    message: 'db/ (client, schema, migrations) imports nothing else of the server.',
  },
  {
    target: ['./src/server/domain', './src/server/lib', './src/server/cache'],
    from: './src/server/features',
    message: 'The shared core and infrastructure never reach into a feature.',
  },
  ...featureZones(
    './src/server/features',
    'Features do not import each other: move the common part to src/server/domain or src/shared.',
  ),
  ...featureZones(
    './src/client/features',
    'Features do not import each other: compose them in src/client/app or move the common part to components/ or src/shared.',
  ),
];

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
    files: [
      'src/**/*.{ts,tsx}',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'faults/**/*.ts',
      'scripts/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          // The bundle then holds all of zod, locales included (87 KB gz), in a chunk every
          // page with a form loads.
          selector: "ImportExpression[source.value='zod']",
          message: "Import zod statically (import { z } from 'zod'), or a schema from src/shared.",
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}', 'src/client/test/**'],
    plugins: { kasitrade: { rules: { 'no-untranslated-text': noUntranslatedText } } },
    rules: { 'kasitrade/no-untranslated-text': 'error' },
  },
);
