/**
 * writeFileAtomic killed mid-write (SIGKILL, in a child process): the file it was replacing is still there,
 * byte for byte, and what it leaves behind is only a temp file, which opening the account sweeps away. A sealed
 * write that runs out of room (the disk full, in a child whose files may not grow past 64 KiB) fails with the
 * disk's error, leaves the sealed file from before whole and opening, and no temp file.
 */
import { execFile, fork } from 'node:child_process'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { accountDir, openAccountSpace } from './accountSpace'
import { TEMP_SUFFIX } from './files/atomicFile'
import { captureFilePath, readCaptureFile, writeCaptureFile } from './accountDb/captureFiles'
import type { Connection } from './settings'
import { withDataDir } from '../../tests/support/folders'
import { TEST_DATA_KEY, testSeal } from '../../tests/support/testSeal'

const childEntry = resolve(__dirname, '..', '..', 'tests', 'support', 'atomicWriteChild.ts')
const sealedChildEntry = resolve(__dirname, '..', '..', 'tests', 'support', 'sealedWriteChild.ts')
const projectRoot = resolve(__dirname, '..', '..')
const LARGE = 256 * 1024 * 1024

const connection: Connection = {
  mode: 'remote',
  baseUrl: 'https://saas.example',
  companyId: 'c-1',
  keychainAccount: 'c-1@https://saas.example',
}

/** Starts the child writing `path` and kills it as soon as its temp file is on disk. */
function killMidWrite(path: string, folder: string): Promise<'killed' | 'finished'> {
  const child = fork(childEntry, [path, String(LARGE)], {
    cwd: projectRoot,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((done, fail) => {
    let outcome: 'killed' | 'finished' = 'finished'
    child.on('message', async (message) => {
      if (message !== 'writing') return
      while (child.exitCode === null && child.signalCode === null) {
        const names = await readdir(folder)
        if (names.some((name) => TEMP_SUFFIX.test(name))) {
          outcome = 'killed'
          child.kill('SIGKILL')
          return
        }
        await new Promise((r) => setTimeout(r, 1))
      }
    })
    child.once('error', fail)
    child.once('exit', () => done(outcome))
  })
}

describe('atomic file write', () => {
  it(
    'leaves the old file intact when killed mid-write, and the stray temp file is swept at open',
    () =>
      withDataDir(async (dataDir) => {
        const dir = accountDir(dataDir, connection.keychainAccount)
        const photos = join(dir, 'photos')
        await mkdir(photos, { recursive: true })
        const target = join(photos, 'img-1')
        const old = Buffer.from('the photo as it was before, byte for byte')
        await writeFile(target, old)

        expect(await killMidWrite(target, photos)).toBe('killed')

        expect((await readFile(target)).equals(old)).toBe(true)
        const left = await readdir(photos)
        expect(left.filter((name) => name !== 'img-1').every((name) => TEMP_SUFFIX.test(name))).toBe(true)
        const reports = join(dir, 'reports')
        await mkdir(reports, { recursive: true })
        await writeFile(join(reports, 'r-1.pdf.0123456789ab.tmp'), 'half a report')
        await writeFile(join(reports, 'r-2.pdf'), '%PDF-1.7 a whole report')

        // a folder from before sealing (the keychain has no record of it: work/account/accountOpening.ts)
        const space = await openAccountSpace(dataDir, connection, TEST_DATA_KEY, { plain: 'migrate' })
        space.close()
        expect(await readdir(photos)).toEqual(['img-1'])
        // The plain file from before sealing was sealed in place when the account opened: the same bytes inside.
        expect(Buffer.from(testSeal.open('photos/img-1', await readFile(target))).equals(old)).toBe(true)
        expect(await readdir(reports)).toEqual(['r-2.pdf'])
      }),
    60_000,
  )

  it(
    'leaves the sealed file from before whole when the disk fills during a sealed write',
    () =>
      withDataDir(async (dataDir) => {
        const relative = captureFilePath('c-1', 'front')
        const old = Buffer.from('the capture photo as it was, sealed')
        await writeCaptureFile(dataDir, relative, old, testSeal)
        const sealedBefore = await readFile(join(dataDir, relative))

        // 64 blocks of 1 KiB: a 1 MiB photo cannot be written whole.
        const outcome = await new Promise<string>((done, fail) =>
          execFile(
            'bash',
            [
              '-c',
              'ulimit -f 64; exec "$0" --import tsx "$@"',
              process.execPath,
              sealedChildEntry,
              dataDir,
              relative,
              String(1024 * 1024),
            ],
            { cwd: projectRoot },
            (error, stdout) => (error ? fail(error) : done(stdout.trim())),
          ),
        )
        expect(outcome).toBe('EFBIG')
        expect((await readFile(join(dataDir, relative))).equals(sealedBefore)).toBe(true)
        expect(Buffer.from(await readCaptureFile(dataDir, relative, testSeal)).equals(old)).toBe(true)
        expect(await readdir(join(dataDir, 'captures', 'c-1'))).toEqual(['front.jpg'])
      }),
    60_000,
  )
})
