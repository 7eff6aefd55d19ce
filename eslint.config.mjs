import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

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
