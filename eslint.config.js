// @ts-check
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const web = './web/src';
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports go one way: domain -> config -> backend -> ui -> features -> app.
 * Features never import each other; adapters never import each other.
 */
const layerZones = [
  { target: './domain', from: ['./web', './functions'], message: 'domain/ is pure: no web or functions code.' },
  { target: `${web}/config`, from: [`${web}/backend`, `${web}/ui`, `${web}/features`, `${web}/app`] },
  { target: `${web}/backend`, from: [`${web}/ui`, `${web}/features`, `${web}/app`] },
  { target: `${web}/ui`, from: [`${web}/features`, `${web}/app`] },
  { target: `${web}/features`, from: [`${web}/app`], message: 'features do not import app wiring.' },
  { target: `${web}/backend/memory`, from: `${web}/backend/firebase` },
  { target: `${web}/backend/firebase`, from: `${web}/backend/memory` },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'features do not import each other: move what both need down to ui/ or domain/.',
  })),
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', 'functions/lib/**', 'screenshots/**', '**/*.d.ts'],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/backend/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*', 'reactfire'], message: 'Only web/src/backend/firebase talks to the Firebase SDK.' },
            { group: ['**/backend/memory/*', '**/backend/firebase/*'], message: 'Import the port (src/backend), not an adapter.' },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/backend/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Files open through the Storage rules (getBlob): a download-token URL never expires and
    // bypasses the rules, so it must not exist in the app (docs/security.md).
    files: ['web/src/backend/firebase/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'firebase/storage', importNames: ['getDownloadURL'], message: 'Open files with getBlob (rules-checked), never a permanent download URL.' }] },
      ],
      // A dynamic import of an SDK entry keeps every export of it (Firestore: ~30 kB gzip more);
      // import the SDK by name in a module of ours and load that module lazily instead.
      'no-restricted-syntax': [
        'error',
        { selector: "ImportExpression[source.value=/^firebase\\u002F/]", message: 'Import firebase/* statically in a small module and import() that module.' },
      ],
    },
  },
);
