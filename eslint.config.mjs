import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { rendererFences } from './eslint/rendererFences.mjs'

const electronOnlyHere = ['src-main/index.ts', 'src-main/electron/**', 'src-preload/**']

/**
 * The fences between the programs (docs/ARCHITECTURE.md): each folder may import only what its program may see.
 * The renderer, main and the preload meet only in src-shared (the contract and the domain rules); the local
 * service is a stand-in for a remote one and shares nothing with the app.
 */
const programs = ['src-main', 'src-renderer', 'src-preload', 'src-service', 'src-shared']
const mayImport = {
  'src-renderer': ['src-shared'],
  'src-main': ['src-shared'],
  'src-preload': ['src-shared'],
  'src-service': [],
  'src-shared': [],
}
const electronPath = {
  name: 'electron',
  message: 'Only src-main/index.ts, src-main/electron/ and src-preload/ may import electron.',
}
function fence(folder, { electron }) {
  const banned = programs.filter((other) => other !== folder && !mayImport[folder].includes(other))
  return [
    'error',
    {
      paths: electron ? [] : [electronPath],
      patterns: banned.map((other) => ({
        group: [`**/${other}/**`, `**/${other}`],
        message: `${folder} may not import from ${other} (see docs/ARCHITECTURE.md, "Fences").`,
      })),
    },
  ]
}
const fences = Object.keys(mayImport).map((folder) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  ignores: electronOnlyHere,
  rules: { 'no-restricted-imports': fence(folder, { electron: false }) },
}))
const electronFences = [
  { files: ['src-main/index.ts', 'src-main/electron/**'], folder: 'src-main' },
  { files: ['src-preload/**/*.ts'], folder: 'src-preload' },
].map(({ files, folder }) => ({
  files,
  rules: { 'no-restricted-imports': fence(folder, { electron: true }) },
}))
/** The renderer takes only types from the contract (values come from contractValues): no zod in its bundle. */
const rendererTypesOnly = {
  files: ['src-renderer/**/*.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '**/src-shared/contract',
              '**/src-shared/contractBase',
              '**/src-shared/contractCapture',
              '**/src-shared/contractErrors',
              '**/src-shared/contractResults',
            ],
            allowTypeImports: true,
            message:
              'The renderer imports only types from the contract; values come from src-shared/contractValues.',
          },
        ],
      },
    ],
  },
}
/**
 * Main's layers (docs/ARCHITECTURE.md, "Main's layers"): ipc → work → api | store → secrets, log beside. Each
 * layer may import the layers below it and log/; nothing imports upward, api/ and store/ not each other, and no
 * layer imports a host (the entry points and what binds main to Electron or the browser, above every layer).
 * Type-only imports and re-exports count: a wrong arrow is wrong for a type too. Matched on the relative path as
 * written (`../store`, `../../api`), so a folder inside a layer may not share a name with a top-level place
 * (and a parent folder's index is `..`, not `../index`). Dynamic `import()` is not checked (main has none between its folders).
 * Its own rule name (the renderer's types-only fence is the other user), so the program fences above stay whole.
 */
export const mainHosts = ['index', 'app', 'mainApp', 'electron', 'browser-host', 'security', 'updates']
export const mainLayersBelow = {
  ipc: ['work', 'api', 'store', 'secrets'],
  work: ['api', 'store', 'secrets'],
  api: ['secrets'],
  store: ['secrets'],
  secrets: [],
  log: [],
}
const placeName = (place) => (['index', 'app'].includes(place) ? `${place}.ts` : `${place}/`)
const layersMessage = `the layers go ipc → work → api | store → secrets, log beside (ARCHITECTURE.md, "Main's layers").`
/** The log's files take their modes from the one place for them (a leaf: node:fs only). */
export const mainLayerExceptions = { log: { store: 'files/privateFiles' } }
const mainLayers = Object.entries(mainLayersBelow).map(([layer, below]) => {
  const refused = [...mainHosts, ...Object.keys(mainLayersBelow)].filter(
    (place) => place !== layer && place !== 'log' && !below.includes(place),
  )
  const except = mainLayerExceptions[layer] ?? {}
  return {
    files: [`src-main/${layer}/**/*.ts`],
    // A test beside its source is the harness, not a layer: it may build the error a higher layer maps, or
    // check an api error's log line. The program fences still hold for it.
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: refused.map((place) => ({
            regex: except[place]
              ? `^(?:\\.\\./)+${place}(?:$|/(?!${except[place]}$))`
              : `^(?:\\.\\./)+${place}(?:$|/)`,
            caseSensitive: true,
            message: `${layer}/ may not import ${placeName(place)}: ${layersMessage}`,
          })),
        },
      ],
    },
  }
})
/** No function in the renderer's source longer than this (blank lines and comments not counted); tests may be. */
const rendererFunctionLength = {
  files: ['src-renderer/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
}
/**
 * No function in main, the service, the shared code or the preload longer than this either (issue 42): a factory
 * that grows past it is split into files that each do one job over one shared state (work/session/, say).
 */
const shortFunctions = {
  files: ['src-main/**/*.ts', 'src-service/**/*.ts', 'src-shared/**/*.ts', 'src-preload/**/*.ts'],
  ignores: ['**/*.test.*'],
  rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
}
/** The domain rules are plain TypeScript: no zod, no contract, nothing from outside their folder. */
const domainFence = {
  files: ['src-shared/domain/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['zod', '../*'], message: 'src-shared/domain imports nothing but itself.' }] },
    ],
  },
}

// The tests of main set up through one world (issue 42): they start the local service through tests/support/world.ts
// (startTestService, the World and the fixtures of tests/support/fixtures.ts), never a service of their own making.
// Proved by tests/codebase/test-world-fence.unit.test.ts. Main's tests beside their source too (x.sqlite.test.ts, …),
// though the program fences already keep src-service out of src-main.
const testsThroughTheWorld = {
  files: ['tests/client/**/*.ts', 'tests/keychain/**/*.ts', 'src-main/**/*.test.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/src-service/server'],
            importNames: ['startService'],
            message:
              'Start the local service through tests/support/world.ts (startTestService, the World, the fixtures), the one place for how tests run it.',
          },
        ],
      },
    ],
  },
}

export default tseslint.config(
  { ignores: ['out/**', 'node_modules/**', 'test-results/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'Only src-main/index.ts, src-main/electron/ and src-preload/ may import electron.',
            },
          ],
        },
      ],
    },
  },
  ...fences,
  ...electronFences,
  domainFence,
  rendererTypesOnly,
  rendererFences,
  rendererFunctionLength,
  ...mainLayers,
  shortFunctions,
  testsThroughTheWorld,
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
)
