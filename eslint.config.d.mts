// Types of eslint.config.mjs's named exports: main's layers, which tests/codebase/import-graph.test.ts checks over
// the whole import graph with the same table the lint rule uses.
import type { Linter } from 'eslint'

export const mainHosts: string[]
export const mainLayersBelow: Record<'ipc' | 'work' | 'api' | 'store' | 'secrets' | 'log', string[]>
export const mainLayerExceptions: Record<string, Record<string, string>>
declare const config: Linter.Config[]
export default config
