import nextPlugin from '@next/eslint-plugin-next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Imports run one way (docs/decisions/0015-code-layout.md): app -> features -> shared components
 * -> shared server -> lib -> content. Features are ordered too: each may use the ones before it in
 * this list, never one after it, so no two domains lean on each other.
 */
const layers = ['content', 'lib', 'server', 'components', 'features', 'app'];
const features = [
  'seo',
  'staff',
  'inventory',
  'places',
  'catalogue',
  'requests',
  'leads',
  // What the rental and the service bookings share (the visitor's booking pages, the clock).
  'bookings',
  // Bookings store their lead and queue their e-mails through the lead desk.
  'rentals',
  // Service bookings follow the rentals' locked path and share its clock and calendar file.
  'service',
  // Money online: pays for rentals and holds carts for sale, so it builds on both; neither knows it
  // (rentals offers one seam, confirmPaidBooking and releaseUnpaidBooking in its bookings path).
  'payments',
  'company',
];
const layerZones = layers.slice(0, -1).map((layer, index) => ({
  target: `./src/${layer}`,
  from: [...layers.slice(index + 1).map((above) => `./src/${above}`), './src/http-server'],
  message: `src/${layer} sits below ${layers.slice(index + 1).join(', ')}: move the shared piece down instead.`,
}));
const featureZones = features.slice(0, -1).map((feature, index) => ({
  target: `./src/features/${feature}`,
  from: features.slice(index + 1).map((above) => `./src/features/${above}`),
  message: `features/${feature} comes before ${features.slice(index + 1).join(', ')} in the domain order (eslint.config.mjs).`,
}));

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'next-env.d.ts',
      'playwright-report/**',
      'test-results/**',
      'data/**',
      '.bench-floor-*/**',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: {
      '@next/next': nextPlugin,
      'import-x': importX,
      'jsx-a11y': jsxA11y,
      'react-hooks': reactHooks,
    },
    settings: {
      // no-cycle reads the imported modules itself: it needs to know how to parse TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...jsxA11y.flatConfigs.strict.rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
      // Cycles are ours to find: following imports into node_modules was most of the rule's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
      'no-restricted-syntax': [
        'error',
        // The connection is made once per process and shared by every bundle Next loads, each
        // with a Kysely of its own: instanceof holds in one bundle and is false in the others
        // (production once took no lock that way).
        ...['SqliteAdapter', 'PostgresAdapter'].flatMap((adapter) =>
          [`right.name='${adapter}'`, `right.property.name='${adapter}'`].map((right) => ({
            selector: `BinaryExpression[operator='instanceof'][${right}]`,
            message: `instanceof ${adapter} is false in every bundle but one: ask isSqlite() (src/server/db/dialect.ts).`,
          })),
        ),
      ],
    },
  },
  {
    // Asymmetric matchers (expect.objectContaining, expect.any) are typed `any` by design.
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      // A test may reach across layers to check one against another (the seed against the
      // inventory office's rules); the app's own imports are what the layers govern.
      'import-x/no-restricted-paths': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
