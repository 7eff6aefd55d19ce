/**
 * Lints a snippet as if it were a file of the repository, with the repository's own eslint.config.mjs, and answers
 * what the import fences say of it (`no-restricted-imports`, either flavour) and any parse error: for the tests that
 * prove a fence refuses what it should and lets the rest through.
 */
import { resolve } from 'node:path'
import { ESLint } from 'eslint'

const root = resolve(__dirname, '..', '..')
let eslint: ESLint | null = null

/** Loads the config, the TypeScript parser and the plugins (seconds on a busy machine): a beforeAll's work. */
export async function loadLint(): Promise<void> {
  eslint ??= new ESLint({ cwd: root })
  await eslint.lintText('export {}\n', { filePath: resolve(root, 'tests/support/warm-up.ts') })
}

/** The import fences' complaints about `code` as the file `file` (other rules, unused names and so on, ignored). */
export async function importProblems(file: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root })
  const [result] = await eslint.lintText(`${code}\n`, { filePath: resolve(root, file) })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.endsWith('no-restricted-imports') || message.fatal)
    .map((message) => message.message)
}
