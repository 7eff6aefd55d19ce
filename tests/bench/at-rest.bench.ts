/**
 * Patient files at rest: reading a cached photo sealed with the account's data key (AES-256-GCM) against the
 * same photo kept plain, in the same run, on real files and a real cache database; target: sealed within 1.3×.
 * Writing is timed the same way. (The plain side uses a do-nothing seal, here only, for the comparison: it reads
 * as before sealing, checking the file's sha-256; a sealed file is proven by its GCM tag instead.)
 */
import { TEST_DATA_KEY } from '../support/testSeal'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openCacheDb } from '../../src-main/store/cache/cacheDb'
import { createPhotoFiles } from '../../src-main/store/cache/photoFiles'
import { createFileSeal, type FileSeal } from '../../src-main/store/files/sealedFiles'
import { median, report, timeRuns } from './stats'
import { facePhoto } from '../support/photos'

export const title = 'Patient files at rest: a sealed photo against a plain one'

const RUNS = 60
const plainSeal: FileSeal = {
  seal: (_name, plain) => plain,
  open: (_name, bytes) => new Uint8Array(bytes),
}

export async function run(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'skin-at-rest-'))
  const { cache } = openCacheDb(dir, TEST_DATA_KEY)
  try {
    const photo = new Uint8Array(await facePhoto(4000, 3000))
    console.log(`photo: ${(photo.byteLength / 1024 / 1024).toFixed(2)} MB JPEG, 4000×3000`)
    const sealed = createPhotoFiles(dir, cache, createFileSeal(new Uint8Array(32).fill(1)))
    const plain = createPhotoFiles(dir, cache, plainSeal)
    const times: Record<string, number[]> = { sealedRead: [], plainRead: [], sealedWrite: [], plainWrite: [] }
    // interleaved, so the disk cache and the machine's load treat both alike
    for (let i = 0; i < RUNS; i++) {
      times.sealedWrite?.push(...(await timeRuns(1, () => sealed.write('sealed', photo))))
      times.plainWrite?.push(...(await timeRuns(1, () => plain.write('plain', photo))))
      times.sealedRead?.push(...(await timeRuns(1, () => sealed.read('sealed'))))
      times.plainRead?.push(...(await timeRuns(1, () => plain.read('plain'))))
    }
    for (const [label, values] of Object.entries(times)) report(label, values)
    const ratio = (a: string, b: string) => (median(times[a] ?? []) / median(times[b] ?? [])).toFixed(2)
    console.log(`read: sealed / plain = ${ratio('sealedRead', 'plainRead')}× (target ≤ 1.3×)`)
    console.log(`write: sealed / plain = ${ratio('sealedWrite', 'plainWrite')}×`)
  } finally {
    cache.close()
    await rm(dir, { recursive: true, force: true })
  }
}
