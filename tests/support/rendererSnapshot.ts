/**
 * vitest globalSetup of the e2e projects: a copy of the built renderer (`out/renderer`) for their browser hosts
 * to serve. The README's commands (tests/e2e/commands.test.ts) rebuild `out/` while e2e files run beside them;
 * a page served from the copy never meets a half-written chunk. Global setups run before any test file starts,
 * so the copy is of the build `npm test` made before it ran vitest.
 */
import { cp, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the e2e files' browser hosts serve the renderer from: a copy of `out/renderer`. */
    rendererDir: string
  }
}

const builtRenderer = join(__dirname, '..', '..', 'out', 'renderer')

export default async function copyBuiltRenderer(project: TestProject): Promise<() => Promise<void>> {
  const built = await stat(join(builtRenderer, 'index.html')).catch(() => null)
  if (!built)
    throw new Error(`${builtRenderer} is not built: run npx electron-vite build first (npm test does)`)
  const folder = await mkdtemp(join(tmpdir(), 'skin-e2e-renderer-'))
  const rendererDir = join(folder, 'renderer')
  await cp(builtRenderer, rendererDir, { recursive: true })
  project.provide('rendererDir', rendererDir)
  return () => rm(folder, { recursive: true, force: true })
}
