/** The face-guidance worker: turns each transferred frame into a FrameAnalysis, one at a time, off the UI thread. */
import { largestFace } from '../guidance/faceLayout'
import { measureQuality } from '../guidance/quality'
import { findFaces, loadFaceModel } from './faceModel'
import type { WorkerReply, WorkerRequest } from './protocol'

type WorkerScope = {
  postMessage(message: WorkerReply): void
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null
}
const scope = self as unknown as WorkerScope

let ready: Promise<unknown> = Promise.reject(new Error('The face model was not initialised'))
ready.catch(() => undefined)
let canvas: OffscreenCanvas | null = null
/** The analyses waiting: each starts when the one before it has answered. */
let queue: Promise<void> = Promise.resolve()

function pixelsOf(bitmap: ImageBitmap): ImageData {
  if (!canvas || canvas.width !== bitmap.width || canvas.height !== bitmap.height) {
    canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  }
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('No 2D context in the worker')
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  return context.getImageData(0, 0, canvas.width, canvas.height)
}

async function analyse(id: number, bitmap: ImageBitmap): Promise<void> {
  try {
    await ready
    const pixels = pixelsOf(bitmap)
    const faces = await findFaces(pixels)
    const quality = measureQuality(pixels, largestFace(faces)?.box ?? null)
    scope.postMessage({
      kind: 'analysis',
      id,
      analysis: { width: pixels.width, height: pixels.height, faces, quality },
    })
  } catch (e) {
    bitmap.close()
    scope.postMessage({ kind: 'error', id, message: e instanceof Error ? e.message : String(e) })
  }
}

scope.onmessage = ({ data }) => {
  if (data.kind === 'init') {
    ready = loadFaceModel(data.modelBaseUrl, data.wasmBaseUrl).then(
      (backend) => scope.postMessage({ kind: 'ready', backend }),
      (e: unknown) => {
        scope.postMessage({ kind: 'failed', message: e instanceof Error ? e.message : String(e) })
        throw e
      },
    )
    ready.catch(() => undefined)
  } else {
    // One at a time, in the order they came: two detections at once share the model's backend, and a compare
    // sends both its photos together (analyse never rejects, so the chain goes on after a failure).
    const { id, bitmap } = data
    queue = queue.then(() => analyse(id, bitmap))
  }
}
