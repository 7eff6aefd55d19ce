/**
 * Face detection and 68-point landmarks with @vladmandic/face-api (SSD MobileNet v1 + landmark net) on the
 * TensorFlow.js WASM backend. Models and .wasm binaries are read from the installed packages on disk, found
 * with a require anchored at this file, so it works in the main thread, a worker thread, and a bundle.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js'
import { ready, setBackend } from '@tensorflow/tfjs'
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm'
import type { RgbImage } from './decode'
import type { Point } from './geometry'

/** Detections below this SSD confidence are ignored. */
export const MIN_FACE_SCORE = 0.5

export interface DetectedFace {
  box: { x: number; y: number; width: number; height: number }
  score: number
  /** The 68 iBUG landmarks, in the pixel coordinates of the image given to `detectFace`. */
  landmarks: Point[]
}

const packageDir = (name: string): string =>
  dirname(createRequire(__filename).resolve(`${name}/package.json`))

let loading: Promise<void> | undefined

/** Loads the WASM backend and the two models once per thread; later calls return the same promise. */
export function loadModels(): Promise<void> {
  loading ??= (async () => {
    setWasmPaths(join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist') + '/')
    await setBackend('wasm')
    await ready()
    const modelDir = join(packageDir('@vladmandic/face-api'), 'model')
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir)
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir)
  })().catch((e: unknown) => {
    loading = undefined
    throw e
  })
  return loading
}

/** The largest face in the image (by box area) with its landmarks, or null when none is found. */
export async function detectFace(image: RgbImage): Promise<DetectedFace | null> {
  await loadModels()
  const tf = faceapi.tf
  const input = tf.tensor3d(image.data, [image.height, image.width, 3], 'int32')
  try {
    const options = new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_FACE_SCORE, maxResults: 20 })
    const detections = await faceapi.detectAllFaces(input, options)
    const largest = detections.reduce<faceapi.FaceDetection | undefined>(
      (best, d) => (!best || d.box.area > best.box.area ? d : best),
      undefined,
    )
    if (!largest) return null
    const [faceTensor] = await faceapi.extractFaceTensors(input, [largest])
    if (!faceTensor) return null
    try {
      const found = await faceapi.nets.faceLandmark68Net.detectLandmarks(faceTensor)
      const landmarks = Array.isArray(found) ? found[0] : found
      if (!landmarks) return null
      // the face tensor was cut from the box clipped at the image borders: landmarks are relative to that
      const clipped = largest.box.clipAtImageBorders(image.width, image.height)
      const { x, y, width, height } = largest.box
      return {
        box: { x, y, width, height },
        score: largest.score,
        landmarks: landmarks.positions.map((p) => ({ x: p.x + clipped.x, y: p.y + clipped.y })),
      }
    } finally {
      faceTensor.dispose()
    }
  } finally {
    input.dispose()
  }
}
