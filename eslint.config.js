// ESLint 9 flat config for the whole repo (`npm run lint` at the root; `lint` in each workspace lints its folder).
// typescript-eslint's and react-hooks' recommended rules plus the import boundaries of STYLE.md and ARCHITECTURE.md,
// with `no-restricted-imports` (as Outline keeps its boundaries in lint, not in a test):
// - no remote imports another remote, the shell, the api or the assistant; the shell knows no remote;
// - the browser entries of @portal/shared (`shared/src`) never import Node code (builtins, `shared/node`, `shared/build`);
// - every workspace (bench, security and e2e included) reaches another only through its package's exported entries:
//   no relative import climbs out of its workspace (nor out of `shared/src`), and no deep `@portal/shared/src|node/...`
//   (or `@portal/api/src/...`) path stands in for an entry.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { builtinModules } from 'node:module';

/** the workspaces that run or measure the apps from outside: benchmarks, the security suite, end-to-end tests */
const TOOLS = ['bench', 'security', 'e2e'];
const REMOTES = ['mf-admin', 'mf-announcements', 'mf-calendar', 'mf-chat', 'mf-knowledge', 'mf-trivia', 'mf-users'];
/** [the folder a relative import may not leave, the files (a folder below it, or itself) the rule is for] */
const WORKSPACES = [
  ...['shell', ...REMOTES, 'api', 'assistant'].map((w) => [w, w]),
  // the browser entries may not leave src/ (nothing of shared/node or shared/build); shared's Node code, build
  // tooling and test helpers may reach src/ (one package), not beyond
  ['shared/src', 'shared/src'],
  ['shared', 'shared/{node,build,testing}'],
  // the suites that drive the apps from outside reach them only through the entries their package.json exports
  // (@portal/api/testing, @portal/assistant/demo, @portal/e2e/support...)
  ...TOOLS.map((w) => [w, w]),
];
const SOURCE = '{ts,tsx,mts,js,mjs}';
/** deepest folder nesting below a workspace root that the escape rule covers */
const MAX_DEPTH = 10;

const OTHER_APPS = (self) =>
  ['shell', ...REMOTES, 'api', 'assistant']
    .filter((app) => app !== self)
    .map((app) => ({ group: [`@portal/${app}`, `@portal/${app}/**`], message: `${self} must not import ${app}: only @portal/shared's entries cross app boundaries.` }));

const DEEP_SHARED = {
  group: ['@portal/shared/src/**', '@portal/shared/node/**/*.ts', '@portal/shared/build/**/*.ts', '@portal/shared/testing/**'],
  message: 'Import @portal/shared through the entries its package.json exports.',
};

const DEEP_APPS = {
  group: ['@portal/*/src', '@portal/*/src/**', '@portal/*/support/**', '@portal/*/test/**'],
  message: 'Import an app through the entries its package.json exports (@portal/api/testing, @portal/e2e/support...).',
};

const NODE_MESSAGE = 'The browser entries of @portal/shared run in pages: no Node built-ins here (Node-only code lives in shared/node).';
/** Node's built-ins by their bare names (exact: `paths`, so a file `./constants` is not `constants`) */
const NODE_BUILTINS = builtinModules.filter((m) => !m.startsWith('_')).flatMap((name) => [{ name, message: NODE_MESSAGE }]);
const NODE_IN_BROWSER = [
  { group: ['node:*'], message: NODE_MESSAGE },
  {
    group: ['@portal/shared/node', '@portal/shared/node/**', '@portal/shared/build', '@portal/shared/build/**'],
    message: 'The browser entries of @portal/shared must not import Node-only code or build tooling.',
  },
];

/**
 * One block per nesting depth: a file `depth` folders below `root` that imports `../` one time more than that leaves
 * its workspace. (Flat config merges `no-restricted-imports` by replacing it, so each block carries the full list.)
 */
function boundaries([root, under], extra) {
  // how many folders `under` lies below `root` (`shared/{node,build,testing}` is one below `shared`)
  const offset = under === root ? 0 : 1;
  return Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => ({
    files: [`${under}/${'*/'.repeat(depth)}*.${SOURCE}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...(root === 'shared/src' ? { paths: NODE_BUILTINS } : {}),
          patterns: [
            {
              regex: `^(\\.\\./){${depth + offset + 1},}`,
              message: `This relative import leaves ${root}: import the other workspace through its package's exported entries (@portal/shared/..., @portal/api/testing...).`,
            },
            ...extra,
          ],
        },
      ],
    },
  }));
}

function extraFor(root) {
  if (TOOLS.includes(root)) return [DEEP_SHARED, DEEP_APPS];
  if (REMOTES.includes(root)) return [...OTHER_APPS(root), DEEP_SHARED];
  if (root === 'shell') return [...OTHER_APPS('shell'), DEEP_SHARED];
  if (root === 'api' || root === 'assistant') {
    return [
      ...OTHER_APPS(root),
      DEEP_SHARED,
      { group: ['react', 'react-dom', 'react-dom/*', '@portal/shared/react', '@portal/shared/react/**'], message: 'Servers import no page code and no React.' },
    ];
  }
  if (root === 'shared/src') return [...OTHER_APPS('shared'), ...NODE_IN_BROWSER];
  return OTHER_APPS('shared');
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.turbo/**',
      '**/.tmp/**',
      '**/.data/**',
      '**/.generated/**',
      '**/test-results/**',
      '**/coverage/**',
      'bench/results/**',
      'bench/.baseline/**',
    ],
  },
  {
    files: [`**/*.${SOURCE}`],
    extends: [tseslint.configs.recommended],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-debugger': 'error',
      // the repo's way to drop a field on purpose: `const { password: _password, ...rest } = row`, `(_event, value) =>`
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // migrations are frozen in time and typed `Kysely<any>` (STYLE.md, Kysely's docs): they must not follow today's
    // schema type; the helpers that run them take the same
    files: ['**/db/migrations/**', 'shared/node/db/migrate.ts', 'shared/node/db/migrate.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // React code lives in the shell, the remotes and shared; elsewhere (servers, Playwright suites, benchmarks) a
    // `useX` is no hook (e2e's `useTokens(page, tokens)` signs a page in)
    files: [`{shell,${REMOTES.join(',')},shared}/**/*.${SOURCE}`],
    // the React Compiler rules too, as errors: state that follows a prop or a query is set while rendering (tracking
    // the last value seen) or derived, a form starts fresh through a key, refs are written in effects and handlers
    extends: [reactHooks.configs.flat.recommended],
  },
  ...WORKSPACES.flatMap((workspace) => boundaries(workspace, extraFor(workspace[0]))),
  {
    // shared's own tests and test helpers run in Node (they read the repo's files): the browser rule is for its entries
    files: ['shared/src/**/*.test.{ts,tsx}', 'shared/src/test/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
