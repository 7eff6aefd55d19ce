/**
 * The recorded analysis engine the workstation's tests use (src-service/processing/recordedEngine.ts): its
 * answers are the real engine's, byte for byte of the request, and an image seen before starts no model.
 * Real engine, real face photo and a photo without a face; a temporary recordings folder.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acneApplication, skinMetricsApplication } from '../applications/catalog'
import { createAnalysisEngine, type AnalysisEngine } from './engine'
import { createRecordedEngine } from './recordedEngine'
import { hillsLandscape, seedPortrait } from '../../tests/support/photos'

let dir: string
let real: AnalysisEngine
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'skin-recordings-'))
  real = createAnalysisEngine()
})
afterAll(async () => {
  await real.close()
  await rm(dir, { recursive: true, force: true })
})

describe('the recorded analysis engine', () => {
  it('answers as the real engine, and from its recording the second time without starting a model', async () => {
    const face = await seedPortrait(1)
    const noFace = await hillsLandscape()
    let started = 0
    const first = createRecordedEngine(dir, () => {
      started++
      return createAnalysisEngine()
    })
    const recordedFace = await first.analyze(face, skinMetricsApplication)
    const recordedNoFace = await first.analyze(noFace, skinMetricsApplication)
    await first.close()
    expect(started).toBe(1)
    expect(first.figures).toEqual({ replayed: 0, recorded: 2 })
    expect(recordedFace).toEqual(await real.analyze(face, skinMetricsApplication))
    expect(recordedNoFace).toEqual(await real.analyze(noFace, skinMetricsApplication))
    expect(recordedFace).not.toEqual(recordedNoFace)

    const second = createRecordedEngine(dir, () => {
      throw new Error('the model must not start for a recorded image')
    })
    expect(await second.analyze(face, skinMetricsApplication)).toEqual(recordedFace)
    expect(await second.analyze(noFace, skinMetricsApplication)).toEqual(recordedNoFace)
    expect(second.figures).toEqual({ replayed: 2, recorded: 0 })
  })

  it('keeps answers apart by bytes and application: one changed byte is a new analysis', async () => {
    const face = await seedPortrait(2)
    const changed = Buffer.from(face)
    changed[changed.length - 3] = (changed[changed.length - 3] ?? 0) ^ 1
    const engine = createRecordedEngine(dir, () => createAnalysisEngine())
    await engine.analyze(face, skinMetricsApplication)
    await engine.analyze(changed, skinMetricsApplication)
    await engine.failed(acneApplication, 'No face detected')
    await engine.failed(skinMetricsApplication, 'No face detected')
    await engine.close()
    expect(engine.figures).toEqual({ replayed: 0, recorded: 4 })
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })
})
