// One lint config for the monorepo. House rules live here rather than in prose:
// - no remote imports another remote's (or the host's) source; shared never imports apps;
// - features inside an app never reach into each other;
// - no literal user-visible strings in JSX (everything goes through i18next).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const root = path.dirname(new URL(import.meta.url).pathname);
const apps = ['host', ...fs.readdirSync(root).filter((d) => d.startsWith('remote-'))];

// A zone per app: every other app is forbidden to it.
const appZones = apps.map((app) => ({
  target: `./${app}`,
  from: [...apps.filter((other) => other !== app).map((other) => `./${other}`), './api'],
  message: 'Apps talk through module federation or @conexoes/shared, never through each other’s source.',
}));

// A zone per feature: sibling features are forbidden to it.
const featureZones = apps.flatMap((app) => {
  const dir = path.join(root, app, 'src', 'features');
  if (!fs.existsSync(dir)) return [];
  const features = fs.readdirSync(dir).filter((f) => fs.statSync(path.join(dir, f)).isDirectory());
  return features.map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: features.filter((f) => f !== feature).map((f) => `./${app}/src/features/${f}`),
    message:
      'Features never import each other; lift the shared part into the app’s shared code or @conexoes/shared.',
  }));
});

// antd components the product wraps, and the apps' reach into each other: every file's import limits.
const wrappedAntd = [
  {
    name: 'antd',
    importNames: ['Popconfirm'],
    message: 'ConfirmPopover (@conexoes/shared/ui) takes the focus to its question and back.',
  },
  {
    name: 'antd',
    importNames: ['Dropdown'],
    message:
      'MenuDropdown (@conexoes/shared/ui) opens on click, focuses its first item and gives the focus back.',
  },
];
const appImports = [
  {
    group: ['@conexoes/host', '@conexoes/remote-*', '@conexoes/api'],
    message: 'Apps are reached through module federation only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      'api/drizzle/**',
      '**/*.d.ts',
      '.e2e-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appZones,
            ...featureZones,
            {
              target: './shared',
              from: [...apps.map((a) => `./${a}`), './api'],
              message: 'shared is the bottom layer: it never imports an app or the API.',
            },
            {
              target: './api',
              from: apps.map((a) => `./${a}`),
              message: 'The API never imports front-end code.',
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { paths: wrappedAntd, patterns: appImports }],
    },
  },
  {
    // The browser's code: shared/ui (in the chunk every remote loads), the host and the remotes. A value
    // from the contract loads its modules' zod schemas (module-level calls, kept by tree shaking), which
    // run zod's `new Function` probe the CSP refuses (e2e security-headers) and weigh on the app's
    // bundle: types only. The values the browser needs are zod-free modules @conexoes/shared re-exports
    // (docs/decisions/0010-front-end-weight.md).
    files: ['shared/src/ui/**/*.{ts,tsx}', 'host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@conexoes/shared/contract',
              allowTypeImports: true,
              message:
                'Only types from the contract in the browser: a value brings zod with it. Take a zod-free value from @conexoes/shared (a module of shared/src/contract without zod, re-exported by shared/src/index.ts).',
            },
            ...wrappedAntd,
          ],
          patterns: appImports,
        },
      ],
    },
  },
  {
    // The places antd's Popconfirm and Dropdown are wrapped, and the antd facade's own test (it imports
    // all of antd).
    files: ['shared/src/ui/confirm-popover.tsx', 'shared/src/ui/menu-dropdown.tsx', 'tooling/antd/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '19.0' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/jsx-key': 'error',
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: false,
          ignoreProps: true,
          allowedStrings: ['·', '—', '/', '|', ':', '×', '%', '(', ')', '-', '+', '*'],
        },
      ],
    },
  },
  {
    // @ant-design/icons render <span role="img" aria-label="plus">, so an icon beside text is read out
    // ("plus Add stakeholder"). Every icon says which it is: decorative (aria-hidden) or meaningful on its
    // own (a translated aria-label). An icon-only button carries the label on the button, icon hidden.
    files: ['**/*.tsx'],
    ignores: ['**/__tests__/**', '**/*.test.tsx', 'e2e/**', 'tooling/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(> JSXAttribute[name.name='aria-hidden'])):not(:has(> JSXAttribute[name.name='aria-label']))",
          message:
            'An icon is either decorative (aria-hidden: screen readers would read its name, e.g. "plus", before the text) or alone carries meaning (a translated aria-label). An icon-only button takes its aria-label on the button and hides the icon.',
        },
        {
          // antd names an Input's clear button by its icon ("close-circle"); CLEARABLE's icon says "Clear"
          // in the reader's language (a Select's and a date field's get theirs from the host).
          selector:
            "JSXOpeningElement:matches([name.name='Input'], [name.object.name='Input']) > JSXAttribute[name.name='allowClear']:matches([value=null], [value.expression.value=true])",
          message:
            'A clearable Input takes allowClear={CLEARABLE} (@conexoes/shared/ui): its button says "Clear" in the reader\'s language.',
        },
        {
          // antd's magnifier in an open searchable Select is read "search"; searchable() hides it.
          selector:
            "JSXOpeningElement[name.name='Select'] > JSXAttribute[name.name='showSearch']:not([value.expression.callee.name='searchable'])",
          message:
            'A searchable Select takes showSearch={searchable(…)} (@conexoes/shared/ui): the magnifier antd shows while it is open is hidden from screen readers instead of reading "search".',
        },
        {
          // antd names a pager's arrows after their icons ("left", "right") in every language, and offers
          // no ConfigProvider setting for them; PAGE_ITEMS names them in the reader's language.
          selector:
            "JSXOpeningElement[name.name='Pagination']:not(:has(> JSXSpreadAttribute[argument.name='PAGE_ITEMS']))",
          message:
            'A Pagination spreads {...PAGE_ITEMS} (@conexoes/shared/ui): its arrows say "Previous page"/"Next page" in the reader\'s language, not "left"/"right".',
        },
        {
          selector:
            "JSXOpeningElement[name.name='Table'] > JSXAttribute[name.name='pagination'] > JSXExpressionContainer > ObjectExpression:not(:has(> SpreadElement[argument.name='PAGE_ITEMS']))",
          message:
            'A Table\'s pagination spreads ...PAGE_ITEMS (@conexoes/shared/ui), or comes from useListTable: its arrows say "Previous page"/"Next page" in the reader\'s language, not "left"/"right".',
        },
        {
          // antd names a number field's step buttons "Increase Value"/"Decrease Value" in every language.
          selector:
            "JSXOpeningElement[name.name='InputNumber']:not(:has(> JSXAttribute[name.name='controls']))",
          message:
            'An InputNumber takes controls={STEPPERS} (@conexoes/shared/ui), or controls={false}: its step buttons say "Increase"/"Decrease" in the reader\'s language.',
        },
        {
          // antd's expand mark is read as the start of each branch's name ("caret-down …").
          selector:
            "JSXOpeningElement:matches([name.name='Tree'], [name.name='TreeSelect']):not(:has(> JSXSpreadAttribute[argument.name='TREE_SWITCHER']))",
          message:
            'A Tree or TreeSelect spreads {...TREE_SWITCHER} (@conexoes/shared/ui): its expand mark is hidden from screen readers instead of reading "caret-down" before each branch.',
        },
        {
          // antd's confirmation reads its icon's name, "exclamation-circle", before the question.
          selector:
            "CallExpression[callee.object.name=/^[mM]odal$/][callee.property.name=/^(confirm|warning|info|error|success)$/] > ObjectExpression:not(:has(> SpreadElement[argument.name='CONFIRM_DIALOG']))",
          message:
            'A modal.confirm({...}) spreads ...CONFIRM_DIALOG (@conexoes/shared/ui): its warning icon is hidden from screen readers instead of reading "exclamation-circle".',
        },
        {
          // Without `pagination`, antd pages a Table of more than ten rows with its own pager.
          selector: "JSXOpeningElement[name.name='Table']:not(:has(> JSXAttribute[name.name='pagination']))",
          message:
            'A Table says how it pages: pagination={false}, pagination={{ ...PAGE_ITEMS, … }} or useListTable\'s (antd\'s own pager names its arrows "left"/"right").',
        },
      ],
    },
  },
  {
    files: [
      '**/__tests__/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**',
      'scripts/**',
      'tooling/**',
      '**/*.config.*',
    ],
    rules: {
      'react/jsx-no-literals': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
