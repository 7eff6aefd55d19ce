/**
 * The page's side of the face-guidance worker: one worker for the whole app, started on first use, and a
 * promise per analysed frame. Frames go over as ImageBitmaps (transferred, not copied).
 */
import type { FrameAnalysis } from '../guidance/checks'
import { ANALYSIS_LONG_SIDE } from '../guidance/thresholds'
import { countAnalysedFrame } from './benchStats'
import type { WorkerReply, WorkerRequest } from './protocol'

type Pending = { resolve: (analysis: FrameAnalysis) => void; reject: (error: Error) => void }

export type Analyser = {
  /** Resolves with the TensorFlow.js backend in use once the model is loaded; rejects if it cannot load. */
  ready: Promise<string>
  analyse(bitmap: ImageBitmap): Promise<FrameAnalysis>
}

/** Where the build puts the model and .wasm files (see electron.vite.config.ts). */
export const GUIDANCE_ASSETS_DIR = 'face-guidance/'

function start(): Analyser {
  const worker = new Worker(new URL('./guidanceWorker.ts', import.meta.url), { type: 'module' })
  const pending = new Map<number, Pending>()
  let nextId = 1
  let markReady: (backend: string) => void = () => undefined
  let markFailed: (error: Error) => void = () => undefined
  const ready = new Promise<string>((resolve, reject) => {
    markReady = resolve
    markFailed = reject
  })
  ready.catch(() => undefined)

  const failAll = (error: Error) => {
    markFailed(error)
    for (const p of pending.values()) p.reject(error)
    pending.clear()
  }
  worker.onerror = (event) => failAll(new Error(event.message || 'The face-guidance worker stopped'))
  worker.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
    if (data.kind === 'ready') markReady(data.backend)
    else if (data.kind === 'failed') failAll(new Error(data.message))
    else {
      const p = pending.get(data.id)
      pending.delete(data.id)
      if (data.kind === 'analysis') {
        countAnalysedFrame()
        p?.resolve(data.analysis)
      } else p?.reject(new Error(data.message))
    }
  }

  // A path, not a full URL: face-api only understands http(s):// URLs, and the Electron host serves app://.
  const assets = new URL(GUIDANCE_ASSETS_DIR, document.baseURI).pathname
  const post = (message: WorkerRequest, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer)
  post({ kind: 'init', modelBaseUrl: assets, wasmBaseUrl: assets })

  return {
    ready,
    analyse(bitmap) {
      const id = nextId++
      return new Promise<FrameAnalysis>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        post({ kind: 'analyse', id, bitmap }, [bitmap])
      })
    },
  }
}

let analyser: Analyser | null = null

export function getAnalyser(): Analyser {
  analyser ??= start()
  return analyser
}

/** The size of the copy a source of this size is analysed at: ANALYSIS_LONG_SIDE on its long side, never larger. */
export function analysisSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, ANALYSIS_LONG_SIDE / Math.max(width, height, 1))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}
