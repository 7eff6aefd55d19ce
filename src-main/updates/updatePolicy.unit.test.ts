/**
 * Updates are the administrator's decision: off without a policy file, off with one that does not read, and on
 * only when the policy says so, and then electron-updater is configured to download in the background, install
 * on quit, never go to a pre-release or an older version, and check again at the policy's interval.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startUpdates, type DownloadedInfo, type Updater } from './autoUpdates'
import { DEFAULT_CHECK_EVERY_HOURS, parseUpdatePolicy, policyFile, readUpdatePolicy } from './updatePolicy'

afterEach(() => {
  vi.useRealTimers()
})

describe('the update policy', () => {
  it('lives in a machine-wide folder only an administrator can write, per OS', () => {
    expect(policyFile('linux', {})).toBe('/etc/skin-analysis-workstation/policy.json')
    expect(policyFile('darwin', {})).toBe(
      '/Library/Application Support/Skin Analysis Workstation/policy.json',
    )
    expect(policyFile('win32', { ProgramData: 'D:\\ProgramData' })).toContain('Skin Analysis Workstation')
  })

  it('is off without a policy file, and off when the file does not read', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skin-policy-'))
    try {
      expect(readUpdatePolicy(join(dir, 'policy.json'))).toMatchObject({
        enabled: false,
        reason: 'no_policy',
      })
      await writeFile(join(dir, 'policy.json'), '{"updates": {"enabled": tru')
      expect(readUpdatePolicy(join(dir, 'policy.json'))).toMatchObject({
        enabled: false,
        reason: 'unreadable_policy',
      })
      await writeFile(join(dir, 'policy.json'), '{"updates": {"enabled": true, "checkEveryHours": 6}}')
      expect(readUpdatePolicy(join(dir, 'policy.json'))).toEqual({
        enabled: true,
        checkEveryHours: 6,
        reason: 'policy',
      })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('reads strictly: a wrong type or an interval out of range leaves updates off', () => {
    expect(parseUpdatePolicy('{"updates": {"enabled": "yes"}}').enabled).toBe(false)
    expect(parseUpdatePolicy('{"updates": {"enabled": true, "checkEveryHours": 0}}').enabled).toBe(false)
    expect(parseUpdatePolicy('[]').enabled).toBe(false)
    expect(parseUpdatePolicy('{}')).toMatchObject({ enabled: false, reason: 'policy' })
    expect(parseUpdatePolicy('{"updates": {"enabled": true}}')).toMatchObject({
      enabled: true,
      checkEveryHours: DEFAULT_CHECK_EVERY_HOURS,
    })
  })
})

describe('starting updates', () => {
  const fakeUpdater = () => {
    const updater = {
      autoDownload: false,
      autoInstallOnAppQuit: false,
      allowPrerelease: true,
      allowDowngrade: true,
      checks: 0,
      checkForUpdates: vi.fn(async () => {
        updater.checks++
        return null
      }),
      downloaded: null as ((info: DownloadedInfo) => void) | null,
      on(_event: 'update-downloaded', listener: (info: DownloadedInfo) => void) {
        updater.downloaded = listener
      },
    }
    return updater satisfies Updater
  }
  const refusals: string[] = []
  const verifying = { ok: true }
  const signature = {
    verify: async () =>
      verifying.ok
        ? ({ ok: true, version: '1.0.1', checked: { sha512: 'x', size: 1 } } as const)
        : ({ ok: false, reason: 'bad_signature' } as const),
    onRefused: (_update: unknown, why: string) => void refusals.push(why),
    onQuit: () => undefined,
    onInstalling: () => undefined,
  }

  it('never loads electron-updater when the policy is off', () => {
    const loadUpdater = vi.fn(fakeUpdater)
    const updates = startUpdates({
      policy: parseUpdatePolicy('{"updates": {"enabled": false}}'),
      loadUpdater,
      onCheckFailed: () => undefined,
      ...signature,
    })
    expect(updates.enabled).toBe(false)
    expect(loadUpdater).not.toHaveBeenCalled()
  })

  it('when on: downloads in the background, leaves install-on-quit to our own check, no pre-release or downgrade, checks at the interval', async () => {
    vi.useFakeTimers()
    const updater = fakeUpdater()
    const failures: unknown[] = []
    updater.checkForUpdates.mockRejectedValueOnce(new Error('offline'))
    const updates = startUpdates({
      policy: parseUpdatePolicy('{"updates": {"enabled": true, "checkEveryHours": 2}}'),
      loadUpdater: () => updater,
      onCheckFailed: (e) => failures.push(e),
      ...signature,
    })
    expect(updates.enabled).toBe(true)
    // electron-updater's own install-on-quit is off for good: installOnQuit.ts installs the checked file (issue 41)
    expect(updater).toMatchObject({
      autoDownload: true,
      autoInstallOnAppQuit: false,
      allowPrerelease: false,
      allowDowngrade: false,
    })
    verifying.ok = false
    updater.downloaded?.({ version: '1.0.1', downloadedFile: '/tmp/pending/Setup-1.0.1.exe' })
    await vi.advanceTimersByTimeAsync(0)
    expect(updater.autoInstallOnAppQuit).toBe(false)
    expect(refusals).toEqual(['bad_signature'])
    verifying.ok = true
    updater.downloaded?.({ version: '1.0.1', downloadedFile: '/tmp/pending/Setup-1.0.1.exe' })
    await vi.advanceTimersByTimeAsync(0)
    expect(updater.autoInstallOnAppQuit).toBe(false)
    expect(refusals).toEqual(['bad_signature'])
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000)
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2)
    expect(failures).toHaveLength(1)
    updates.stop()
    await vi.advanceTimersByTimeAsync(4 * 60 * 60 * 1000)
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2)
  })
})
