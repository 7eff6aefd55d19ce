/**
 * The face model inside the worker: @vladmandic/face-api's tiny face detector and tiny 68-point landmark net on
 * TensorFlow.js's WASM backend (works in headless Chromium without a GPU; the CPU backend is the fallback).
 * Models and .wasm files come from the app's own origin (copied into the build by electron.vite.config.ts).
 */
import * as faceapi from '@vladmandic/face-api'
import type { FoundFace } from '../guidance/frame'
import { DETECTOR_INPUT_SIZE, MIN_DETECTION_SCORE } from '../guidance/thresholds'

/** The parts of the bundled TensorFlow.js runtime used here that face-api's type declarations leave out. */
type TfRuntime = {
  setWasmPaths(prefix: string): void
  setBackend(name: string): Promise<boolean>
  ready(): Promise<void>
  getBackend(): string
}

const tf = faceapi.tf as unknown as TfRuntime

/**
 * face-api looks up browser classes when it checks its input; a worker has none, so give it OffscreenCanvas and
 * classes nothing is an instance of. Inputs are always tensors here, so no image or video element is ever made.
 */
function installWorkerEnvironment(): void {
  class Absent {}
  const unavailable = () => {
    throw new Error('Not available in a worker')
  }
  const environment = {
    Canvas: OffscreenCanvas,
    CanvasRenderingContext2D: OffscreenCanvasRenderingContext2D,
    Image: Absent,
    ImageData,
    Video: Absent,
    createCanvasElement: () => new OffscreenCanvas(1, 1),
    createImageElement: unavailable,
    createVideoElement: unavailable,
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
    readFile: unavailable,
  }
  faceapi.env.setEnv(environment as unknown as faceapi.Environment)
}

async function startBackend(wasmBaseUrl: string): Promise<string> {
  tf.setWasmPaths(wasmBaseUrl)
  for (const backend of ['wasm', 'cpu']) {
    if (await tf.setBackend(backend).catch(() => false)) {
      await tf.ready()
      return tf.getBackend()
    }
  }
  throw new Error('No TensorFlow.js backend could start')
}

export async function loadFaceModel(modelBaseUrl: string, wasmBaseUrl: string): Promise<string> {
  installWorkerEnvironment()
  const backend = await startBackend(wasmBaseUrl)
  await faceapi.nets.tinyFaceDetector.loadFromUri(modelBaseUrl)
  await faceapi.nets.faceLandmark68TinyNet.loadFromUri(modelBaseUrl)
  return backend
}

const options = new faceapi.TinyFaceDetectorOptions({
  inputSize: DETECTOR_INPUT_SIZE,
  scoreThreshold: MIN_DETECTION_SCORE,
})

export async function findFaces(pixels: ImageData): Promise<FoundFace[]> {
  const input = faceapi.tf.browser.fromPixels(pixels)
  try {
    const results = await faceapi.detectAllFaces(input, options).withFaceLandmarks(true)
    return results.map(({ detection, landmarks }) => ({
      box: {
        x: detection.box.x,
        y: detection.box.y,
        width: detection.box.width,
        height: detection.box.height,
      },
      score: detection.score,
      landmarks: landmarks.positions.map((p) => ({ x: p.x, y: p.y })),
    }))
  } finally {
    input.dispose()
  }
}
