/** Messages between the page and the face-guidance worker. */
import type { FrameAnalysis } from '../guidance/checks'

export type WorkerRequest =
  | { kind: 'init'; modelBaseUrl: string; wasmBaseUrl: string }
  | { kind: 'analyse'; id: number; bitmap: ImageBitmap }

export type WorkerReply =
  | { kind: 'ready'; backend: string }
  | { kind: 'failed'; message: string }
  | { kind: 'analysis'; id: number; analysis: FrameAnalysis }
  | { kind: 'error'; id: number; message: string }
