/**
 * Changing the data key (issue 30) of a busy workstation's account folder: a 100 MB cache database, 20,000 audit
 * entries, 300 cached photos of 1 MB and 30 queued capture photos, all sealed again (store/sealing/rekeyFolder.ts).
 * Prints the whole change, its longest single step, and the longest main's event loop was held meanwhile (a timer
 * every 10 ms, perf_hooks' event-loop delay): a database's rekey is one synchronous SQLite call unless it runs off
 * main's thread. The account is closed meanwhile; the window is not.
 * Then every part read back with the new key, as a change does before the old key goes (issue 41), and how long
 * that held the loop. Printed, no target; three changes in a row (A→B, B→A, A→B) for a median.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { join } from 'node:path'
import { accountDir, openAccountSpace } from '../../src-main/store/accountSpace'
import { captureFilePath, writeCaptureFile } from '../../src-main/store/accountDb/captureFiles'
import { createPhotoFiles } from '../../src-main/store/cache/photoFiles'
import { partsNotRekeyed } from '../../src-main/store/sealing/rekeyCheck'
import { rekeyFolder } from '../../src-main/store/sealing/rekeyFolder'
import type { Connection } from '../../src-main/store/settings'
import { report } from './stats'

export const title = 'Changing the data key of a busy account folder'

const connection: Connection = {
  mode: 'remote',
  baseUrl: 'https://saas.example',
  companyId: 'c-1',
  keychainAccount: 'c-1@https://saas.example',
}
const CACHE_PAD_MB = 100
const AUDIT_ENTRIES = 20_000
const CACHED_PHOTOS = 300
const CAPTURE_PHOTOS = 30

export async function run(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skin-key-change-'))
  try {
    const keys = [randomBytes(32), randomBytes(32)]
    const space = await openAccountSpace(dataDir, connection, keys[0] ?? Buffer.alloc(32))
    try {
      // what a year of use leaves: the cache's records (padding stands for them: a rekey reads every page),
      // the trail, the cached originals, the queue's photos
      space.cache.exec('CREATE TABLE bench_pad (bytes BLOB)')
      const pad = space.cache.prepare('INSERT INTO bench_pad (bytes) VALUES (?)')
      space.cache.transaction(() => {
        for (let i = 0; i < CACHE_PAD_MB * 16; i++) pad.run(randomBytes(64 * 1024))
      })()
      for (let i = 0; i < AUDIT_ENTRIES; i++)
        space.audit.append({
          at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
          operator: 'op-1',
          action: 'subject.view',
          subjectId: `s-${i % 500}`,
          detail: '{}',
        })
      const photos = createPhotoFiles(space.dir, space.cache, space.seal)
      for (let i = 0; i < CACHED_PHOTOS; i++) await photos.write(`img-${i}`, randomBytes(1024 * 1024))
      for (let i = 0; i < CAPTURE_PHOTOS; i++)
        await writeCaptureFile(
          space.dir,
          captureFilePath(`cap-${i}`, 'front'),
          randomBytes(1024 * 1024),
          space.seal,
        )
    } finally {
      space.close()
    }
    const dir = accountDir(dataDir, connection.keychainAccount)
    const wholes: number[] = []
    const longest: number[] = []
    const databases: number[] = []
    const held: number[] = []
    const readBack: number[] = []
    const readBackHeld: number[] = []
    for (let change = 0; change < 3; change++) {
      const from = keys[change % 2] ?? Buffer.alloc(32)
      const to = keys[(change + 1) % 2] ?? Buffer.alloc(32)
      const loop = monitorEventLoopDelay({ resolution: 10 })
      loop.enable()
      // the monitor's timer must be running before the change's first synchronous part starts
      await new Promise((resolve) => setTimeout(resolve, 50))
      const start = performance.now()
      let last = start
      let worst = 0
      let databasesDone = 0
      await rekeyFolder(dir, from, to, (part) => {
        const now = performance.now()
        worst = Math.max(worst, now - last)
        last = now
        if (part === 'audit chain') databasesDone = now - start
      })
      wholes.push(performance.now() - start)
      loop.disable()
      held.push(loop.max / 1e6)
      longest.push(worst)
      databases.push(databasesDone)
      // issue 41: every part read back with the new key before the old key may go (store/sealing/rekeyCheck.ts)
      const checkLoop = monitorEventLoopDelay({ resolution: 10 })
      checkLoop.enable()
      await new Promise((resolve) => setTimeout(resolve, 50))
      const checkStart = performance.now()
      const left = await partsNotRekeyed(dir, from, to, false)
      readBack.push(performance.now() - checkStart)
      checkLoop.disable()
      readBackHeld.push(checkLoop.max / 1e6)
      if (left.length > 0) throw new Error(`not rekeyed: ${left.join(', ')}`)
    }
    console.log(
      `folder: cache ≈ ${CACHE_PAD_MB} MB, ${AUDIT_ENTRIES} audit entries, ${CACHED_PHOTOS} + ${CAPTURE_PHOTOS} photos of 1 MB`,
    )
    report('whole change', wholes)
    report('databases and the audit chain', databases)
    report('longest single step', longest)
    report("longest main's event loop was held", held)
    report('reading every part back with the new key', readBack)
    report("longest main's event loop was held while reading back", readBackHeld)
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}
