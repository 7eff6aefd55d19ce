import { createRequire } from 'node:module'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { analyzeImage, type ImageAnalysis } from './index'
import { portrait, staircasePhoto } from '../../tests/support/photos'

/** Runs analyzeImage on each of `images` inside one worker thread (tsx's require hook loads the .ts sources). */
function analyzeInWorker(images: Buffer[]): Promise<ImageAnalysis[]> {
  const tsxApi = createRequire(__filename).resolve('tsx/cjs/api')
  const analysis = join(__dirname, 'index.ts')
  const code = `
    require(${JSON.stringify(tsxApi)}).register()
    const { parentPort, workerData } = require('node:worker_threads')
    const { analyzeImage, loadModels } = require(${JSON.stringify(analysis)})
    loadModels()
      .then(async () => {
        const out = []
        for (const bytes of workerData) out.push(await analyzeImage(Buffer.from(bytes)))
        parentPort.postMessage(out)
      })
      .catch((e) => parentPort.postMessage({ failed: String(e && e.stack || e) }))`
  const worker = new Worker(code, { eval: true, workerData: images.map((b) => new Uint8Array(b)) })
  return new Promise((resolve, reject) => {
    worker.once('message', (value: unknown) => {
      void worker.terminate()
      if (Array.isArray(value)) resolve(value as ImageAnalysis[])
      else reject(new Error(JSON.stringify(value)))
    })
    worker.once('error', reject)
  })
}

describe('analysis in a worker thread', () => {
  it('loads the models from disk in the worker and gives the same numbers as the main thread', async () => {
    const images = [await portrait('smiling'), await staircasePhoto()]
    const [inWorker, onMain] = await Promise.all([
      analyzeInWorker(images),
      Promise.all(images.map((bytes) => analyzeImage(bytes))),
    ])
    expect(inWorker[0]?.ok).toBe(true)
    expect(inWorker[1]).toEqual({ ok: false, width: 600, height: 450, error: 'No face detected' })
    expect(inWorker).toEqual(onMain)
  }, 90_000)
})
