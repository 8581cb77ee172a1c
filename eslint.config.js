import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import boundaries, { areas } from './tools/eslint-module-boundaries.js';

/** Business-area folders on each side: none may import another's internals. */
const boundaryZones = [
  ...areas('src/modules').map((m) => ({
    target: `./src/modules/${m}`,
    from: './src/modules',
    except: [`./${m}`, './*/public'],
    message: "A module may import another module only through its public.ts; otherwise move what both need to src/core, src/ui or common.",
  })),
  ...areas('server/modules').map((m) => ({
    target: `./server/modules/${m}`,
    from: './server/modules',
    // Sessions and tenants are the server's shared concerns; modules reach them through request/app.
    // Another module's data only through its port, declared in its public.ts (server/kit/port.ts).
    except: [`./${m}`, './index.ts', './*/public'],
    message: "A server module may import another module only through its public.ts (its port); otherwise share through server/lib or a plugin.",
  })),
  { target: './common', from: ['./src', './server', './sw'], message: 'common/ imports nothing from src/, server/ or sw/.' },
  // The web app's layers: core below everything, the kit below the app and the modules.
  { target: './src/core', from: ['./src/ui', './src/app', './src/modules'], message: 'src/core imports neither ui, app nor modules.' },
  { target: './src/ui', from: ['./src/app', './src/modules'], message: 'src/ui (the kit) imports neither app nor modules.' },
  {
    target: './src/modules',
    from: './src/app',
    except: ['./public.ts'],
    message: 'A module imports the app only through src/app/public.ts (session, tenant, paths and route types are in src/core).',
  },
  { target: './src', from: ['./server', './sw'], message: 'The web app may not import server or worker code.' },
  { target: './server', from: ['./src', './sw'], message: 'The server may not import web code.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { boundaries },
    rules: {
      'boundaries/no-cross-imports': ['error', { zones: boundaryZones, aliases: { '@/': 'src/', '@common/': 'common/' } }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Screens reach endpoints only through their contracts (ui/resource, core/endpoint-call).
    files: ['src/modules/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/core/http',
              importNames: ['request'],
              message: 'Call endpoints through their contract: defineList/defineItem/defineQuery/defineAction (ui/resource) or call (core/endpoint-call).',
            },
          ],
        },
      ],
    },
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  {
    files: ['server/**/*.ts', 'tests/**/*.ts', 'tools/**/*.ts', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  // Command-line entry points and harnesses talk to a person on the terminal.
  { files: ['server/cli/**/*.ts', 'tests/**/*.ts', 'tools/**/*.ts'], rules: { 'no-console': 'off' } },
);
