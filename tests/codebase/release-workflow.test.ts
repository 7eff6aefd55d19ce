/**
 * .github/workflows/release.yml, read as YAML (with js-yaml, the reader electron-builder itself uses): it cannot
 * run here (no internet to download Electron), so this checks what it promises. It tests on the project's Debian
 * 12 + Node 20 with .ci/run before building; builds on Linux, Windows and macOS with `npm run dist`; uploads the
 * installers and electron-updater's feed files; takes every signing value from the repository's secrets; names
 * the publish repository the way the packaged-app test does; and publishes a release only for a version tag.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

interface Step {
  run?: string
  uses?: string
  if?: string
  env?: Record<string, string>
  with?: Record<string, unknown>
}
interface Job {
  'runs-on': string
  container?: string
  needs?: string
  if?: string
  strategy?: { matrix: { os: string[] } }
  steps: Step[]
}
interface Workflow {
  on: { push: { tags: string[] } }
  jobs: Record<string, Job>
}

const projectRoot = resolve(__dirname, '..', '..')
const yaml = createRequire(require.resolve('electron-builder'))('js-yaml') as { load(text: string): unknown }
const workflow = yaml.load(
  readFileSync(join(projectRoot, '.github/workflows/release.yml'), 'utf8'),
) as Workflow
const job = (name: string) => {
  const found = workflow.jobs[name]
  if (!found) throw new Error(`no job ${name}`)
  return found
}
const runs = (name: string) => job(name).steps.flatMap((step) => (step.run ? [step.run.trim()] : []))

describe('the release workflow', () => {
  it('runs the tests as CI does, on Debian 12 with Node 20, before any installer is built', () => {
    expect(job('test').container).toBe('node:20-bookworm')
    expect(runs('test')).toContain('bash .ci/run')
    expect(job('dist').needs).toBe('test')
  })

  it('builds on Linux, Windows and macOS with npm ci (Electron downloaded) and npm run dist', () => {
    const oses = job('dist').strategy?.matrix.os ?? []
    for (const os of ['ubuntu', 'windows', 'macos'])
      expect(
        oses.some((name) => name.startsWith(os)),
        os,
      ).toBe(true)
    const commands = runs('dist')
    expect(commands).toContain('npm ci')
    expect(commands.some((command) => command.startsWith('npm run dist --'))).toBe(true)
    const env = job('dist').steps.flatMap((step) => Object.keys(step.env ?? {}))
    expect(env).not.toContain('ELECTRON_SKIP_BINARY_DOWNLOAD')
  })

  it('names the publish repository as the packaged-app test does, so the feed file gets written', () => {
    const dist = runs('dist').find((command) => command.startsWith('npm run dist --')) ?? ''
    expect(dist).toContain('-c.publish.owner=')
    expect(dist).toContain('-c.publish.repo=')
  })

  it('uploads every installer and the files electron-updater reads', () => {
    const upload = job('dist').steps.find((step) => step.uses?.startsWith('actions/upload-artifact'))
    const paths = String(upload?.with?.path ?? '').split('\n')
    for (const pattern of ['dist/*.AppImage', 'dist/*.deb', 'dist/*.exe', 'dist/*.dmg', 'dist/*.yml']) {
      expect(paths, pattern).toContain(pattern)
    }
  })

  it('takes every signing and notarization value from the repository’s secrets', () => {
    const env = Object.assign({}, ...job('dist').steps.map((step) => step.env ?? {})) as Record<
      string,
      string
    >
    for (const name of [
      'CSC_LINK',
      'CSC_KEY_PASSWORD',
      'WIN_CSC_LINK',
      'APPLE_ID',
      'APPLE_APP_SPECIFIC_PASSWORD',
    ]) {
      expect(env[name], name).toMatch(/^\$\{\{ secrets\.[A-Z_]+ \}\}$/)
    }
  })

  it('publishes a GitHub release only for a version tag', () => {
    expect(workflow.on.push.tags).toEqual(['v*'])
    expect(job('publish').if).toBe("startsWith(github.ref, 'refs/tags/v')")
    expect(runs('publish').some((command) => command.startsWith('gh release create'))).toBe(true)
  })

  it('pins every action by its commit, not a tag someone could move (issue 30)', () => {
    const uses = Object.values(workflow.jobs).flatMap((j) =>
      j.steps.flatMap((step) => (step.uses ? [step.uses] : [])),
    )
    expect(uses.length).toBeGreaterThan(0)
    for (const use of uses) expect(use, use).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/)
  })

  it('fails before building when a signing secret is missing, and signs the release for the app’s check', () => {
    const dist = job('dist')
    const check = dist.steps.findIndex((step) => step.run?.includes('signing secrets missing'))
    const build = dist.steps.findIndex((step) => step.run?.trim().startsWith('npm run dist --'))
    expect(check).toBeGreaterThanOrEqual(0)
    expect(check).toBeLessThan(build)
    const script = dist.steps[check]?.run ?? ''
    for (const name of ['UPDATE_SIGNING_KEY', 'WIN_CSC_LINK', 'CSC_LINK', 'APPLE_ID', 'APPLE_TEAM_ID'])
      expect(script, name).toContain(name)
    expect(dist.steps[check]?.env?.UPDATE_SIGNING_KEY).toBe('${{ secrets.UPDATE_SIGNING_KEY }}')
    const publish = job('publish').steps
    const sign = publish.findIndex((step) => step.run?.includes('scripts/sign-update.mjs'))
    const release = publish.findIndex((step) => step.run?.trim().startsWith('gh release create'))
    expect(sign).toBeGreaterThanOrEqual(0)
    expect(sign).toBeLessThan(release)
    expect(publish[sign]?.env?.UPDATE_SIGNING_KEY).toBe('${{ secrets.UPDATE_SIGNING_KEY }}')
  })
})
