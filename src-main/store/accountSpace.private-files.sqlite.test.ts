/**
 * Patient data is health data: on real files, every folder the workstation makes is 0700 and every file 0600,
 * SQLite's -wal and -shm included, whether the folder is new or was left open to others by an older version.
 */
import { chmod, mkdir, readdir, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, test } from '../../tests/support/fixtures'
import { openAccountSpace } from './accountSpace'
import { captureFilePath, writeCaptureFile } from './accountDb/captureFiles'
import { createPhotoFiles } from './cache/photoFiles'
import { createSettingsStore } from './settings'
import type { Connection } from './settings'
import { createReportFiles } from '../work/reports/reportFiles'
import { TEST_DATA_KEY, testSeal } from '../../tests/support/testSeal'

const connection: Connection = {
  mode: 'remote',
  baseUrl: 'https://saas.example',
  companyId: 'c-1',
  keychainAccount: 'c-1@https://saas.example',
}

/** Every path under `root` whose mode is not the private one, as "path mode" lines. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (path: string) => {
    const info = await stat(path)
    const mode = info.mode & 0o777
    if (mode !== (info.isDirectory() ? 0o700 : 0o600)) found.push(`${path} ${mode.toString(8)}`)
    if (info.isDirectory()) for (const name of await readdir(path)) await walk(join(path, name))
  }
  await walk(root)
  return found
}

/** What a day's use writes: settings, both databases with rows (so their -wal files exist), files of each kind. */
async function dayOfUse(dataDir: string): Promise<string[]> {
  await createSettingsStore(dataDir).update({ connection })
  const space = await openAccountSpace(dataDir, connection, TEST_DATA_KEY)
  space.db.exec('CREATE TABLE IF NOT EXISTS t (x); INSERT INTO t VALUES (1)')
  space.cache.exec('CREATE TABLE IF NOT EXISTS t (x); INSERT INTO t VALUES (1)')
  await writeCaptureFile(space.dir, captureFilePath('cap-1', 'front'), new Uint8Array([1, 2, 3]), testSeal)
  await createPhotoFiles(space.dir, space.cache, testSeal).write('img-1', new Uint8Array([4, 5, 6]))
  const reports = createReportFiles(space.dir, testSeal)
  await reports.write(reports.fileOf('rep-1'), new Uint8Array([7, 8, 9]))
  const names = await readdir(space.dir)
  const open = await openToOthers(dataDir)
  space.close()
  return [...open, ...(names.includes('cache.sqlite-wal') ? [] : ['no cache.sqlite-wal to check'])]
}

describe('private files', () => {
  test('a new data folder: folders 0700, files 0600, SQLite write-ahead logs included', async ({
    dataDir,
  }) => {
    await chmod(dataDir, 0o755)
    expect(await dayOfUse(dataDir)).toEqual([])
  })

  test('an older version left folders 0755 and files 0644: opening the account makes them private', async ({
    dataDir,
  }) => {
    const first = await openAccountSpace(dataDir, connection, TEST_DATA_KEY)
    first.db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)')
    first.close()
    const folder = join(dataDir, 'accounts')
    await chmod(dataDir, 0o755)
    await chmod(folder, 0o755)
    for (const name of await readdir(folder)) {
      await chmod(join(folder, name), 0o755)
      for (const file of await readdir(join(folder, name))) await chmod(join(folder, name, file), 0o644)
    }
    await mkdir(join(dataDir, 'exports'), { mode: 0o755 }) // the user's own exports: not the app's to change
    await writeFile(join(dataDir, 'exports', 'report.pdf'), 'x', { mode: 0o644 })
    const open = await dayOfUse(dataDir)
    expect(open.sort()).toEqual([
      `${join(dataDir, 'exports')} 755`,
      `${join(dataDir, 'exports', 'report.pdf')} 644`,
    ])
  })
})
