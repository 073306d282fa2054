// Lint for every workspace. Type-aware rules are off on purpose: typescript-eslint loads the
// TypeScript 5 JS API, while type-checking is done by `tsc --noEmit` (TypeScript 7) per workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Module boundaries, after bulletproof-react's .eslintrc.cjs: in each front end, features never
// import each other, and imports run one way only, shared (components, lib, config, platform,
// styles) → features → app (app/, the root App/routes/bootstrap files, testing/).
const FRONT_ENDS = ['shell', 'marketing-remote', 'account-remote', 'checkout-remote'];
const WORKSPACES = [...FRONT_ENDS, 'backend'];
const SHARED = ['components', 'lib', 'config', 'platform', 'styles', 'hooks', 'types', 'utils'];

function frontEndZones(app) {
  const src = `./${app}/src`;
  const features = readdirSync(new URL(`${src}/features`, import.meta.url));
  return [
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature must not import another feature: move what both need to a shared folder.',
    })),
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: 'Features must not import the app layer.',
    },
    {
      target: SHARED.map((folder) => `${src}/${folder}`),
      from: [`${src}/features`, `${src}/app`],
      message: 'Shared code must not import features or the app layer (shared → features → app).',
    },
  ];
}

// Nothing imports across workspaces except the contract package (shell/platform-contract) and the
// API's generated types (backend/api-types, @busqy/api-types; type-only in front ends, see below).
const SHARED_PACKAGES = { shell: ['./platform-contract'], backend: ['./api-types'] };
const workspaceZones = WORKSPACES.flatMap((workspace) =>
  WORKSPACES.filter((other) => other !== workspace).map((other) => ({
    target: `./${workspace}`,
    from: `./${other}`,
    except: workspace === 'shell' && other !== 'backend' ? [] : (SHARED_PACKAGES[other] ?? []),
    message:
      'Workspaces do not import each other: remotes get the shell only through @busqy/platform-contract, front ends the API only as @busqy/api-types.',
  })),
);
const apiTypesZone = {
  target: './backend/api-types',
  from: ['./backend/src', './backend/test', './backend/scripts'],
  message: '@busqy/api-types is generated from the API document: it must not depend on backend code.',
};
const contractZone = {
  target: './shell/platform-contract',
  from: ['./shell/src', './shell/server'],
  message: 'The contract package must not depend on the shell.',
};

const REMOTES = ['marketing-remote', 'account-remote', 'checkout-remote'];

// The API's types vanish at build: a value import would put the API's document or recorded answers in a
// browser bundle. Tests (and testing/) may read the recorded answers (fixtures/*.json).
const API_TYPES_ONLY = {
  name: '@busqy/api-types',
  allowTypeImports: true,
  message: 'Front ends import the API types as types only (import type …).',
};
const API_TYPES_FILES = {
  group: ['@busqy/api-types/*'],
  message: "Only tests read @busqy/api-types' recorded answers.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/dist-dev/**',
      '**/coverage/**',
      '**/.data/**',
      '.test-results/**',
      '.artifacts/**',
      // Compiled in place from the server's TypeScript (shell/build/build-server.mjs).
      'shell/server/**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle parses the imported files itself: it needs the TypeScript parser for .ts/.tsx.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          // The shell server imports its TypeScript by the compiled name (./html.js for html.ts).
          extensionAlias: { '.js': ['.ts', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...FRONT_ENDS.flatMap(frontEndZones), ...workspaceZones, contractZone, apiTypesZone] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Remotes see the shell only as the contract's types: a value import would bundle shell code
    // (a second auth store) into the remote.
    files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@busqy/platform-contract',
              allowTypeImports: true,
              message: 'Remotes import the platform contract as types only (import type …).',
            },
            API_TYPES_ONLY,
          ],
          patterns: [
            {
              group: [
                '@busqy/shell',
                '@busqy/shell/*',
                '@busqy/*-remote',
                '@busqy/*-remote/*',
                '@busqy/backend',
                '@busqy/backend/*',
              ],
              message: 'Remotes never import the shell or another workspace: use the platform object.',
            },
            API_TYPES_FILES,
            {
              group: [
                '@busqy/platform-contract/*',
                '!@busqy/platform-contract/remote',
                '!@busqy/platform-contract/prerender',
              ],
              message:
                'Remotes use the contract types, the skeleton (/remote) and the pre-render formats (/prerender); only tests import /testing.',
            },
          ],
        },
      ],
    },
  },
  {
    // Contract 3.0.0: one router on the page, the shell's (tree-shaken, not shared). Remotes and the
    // contract package get links and the address from the platform, in tests too (the fake platform).
    files: [
      ...REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
      'shell/platform-contract/src/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message:
              'Remotes import no router: use Link, useLocation and useSearchParams from @busqy/platform-contract/remote.',
          })),
        },
      ],
    },
  },
  {
    // The shell's browser code; its server (Node) may read the API's document.
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [API_TYPES_ONLY], patterns: [API_TYPES_FILES] },
      ],
    },
  },
  {
    // One naming rule: React components PascalCase.tsx, every other source file kebab-case.
    files: [
      '{shell,marketing-remote,account-remote,checkout-remote,backend}/{src,e2e,server,platform-contract}/**/*.{ts,tsx,mjs,cjs}',
    ],
    // Migration file names are recorded in every database they ran on: never renamed.
    ignores: ['backend/src/database/migrations/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          '**/*.ts': 'KEBAB_CASE',
          '**/*.{mjs,cjs}': 'KEBAB_CASE',
          // A .tsx file holds a component (PascalCase) or JSX helpers such as routes or test
          // renderers (kebab-case).
          '**/*.tsx': '@(+([A-Z])*([a-zA-Z0-9])|+([a-z0-9])*(-+([a-z0-9])))',
        },
        { ignoreMiddleExtensions: true },
      ],
      // Jest's conventional __tests__ folder is the one exception.
      'check-file/folder-naming-convention': ['error', { '**/!(__tests__)/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      // NestJS injects by constructor parameter types: type-only imports would erase them.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } } },
  prettier,
  {
    // The hydration test composes the shell with the marketing remote's sources in one process (as
    // the shell server does with their builds), to compare server HTML with the first client render.
    files: ['shell/src/app/prerender/hydration.test.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
