/**
 * The face model the renderer's capture worker runs (tiny detector + tiny 68 landmarks, same settings), here on
 * TensorFlow.js's WASM backend in Node, for the capture-guidance tests, the e2e checks of the ghost and the bench.
 * The photos it looks at are made in tests/support/photos.ts.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import type { FrameAnalysis } from '../../src-renderer/parts/faces/guidance/checks'
import { largestFace } from '../../src-renderer/parts/faces/guidance/faceLayout'
import type { FoundFace, RgbaFrame } from '../../src-renderer/parts/faces/guidance/frame'
import { measureQuality } from '../../src-renderer/parts/faces/guidance/quality'
import {
  ANALYSIS_LONG_SIDE,
  DETECTOR_INPUT_SIZE,
  MIN_DETECTION_SCORE,
} from '../../src-renderer/parts/faces/guidance/thresholds'

const packageDir = (name: string) => dirname(createRequire(__filename).resolve(`${name}/package.json`))

/** RGBA pixels of an image scaled down to the analysis size (never up), as the worker sees a frame. */
export async function analysisFrame(image: Sharp | Buffer): Promise<RgbaFrame> {
  const input = Buffer.isBuffer(image) ? sharp(image) : image
  const { data, info } = await input
    .resize(ANALYSIS_LONG_SIDE, ANALYSIS_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { width: info.width, height: info.height, data: new Uint8ClampedArray(data) }
}

type FaceApi = typeof import('@vladmandic/face-api/dist/face-api.node-wasm.js')
let model: Promise<FaceApi> | null = null

function loadModel(): Promise<FaceApi> {
  model ??= (async () => {
    const tf = await import('@tensorflow/tfjs')
    const wasm = await import('@tensorflow/tfjs-backend-wasm')
    const faceapi = await import('@vladmandic/face-api/dist/face-api.node-wasm.js')
    wasm.setWasmPaths(join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist') + '/')
    await tf.setBackend('wasm')
    await tf.ready()
    const models = join(packageDir('@vladmandic/face-api'), 'model')
    await faceapi.nets.tinyFaceDetector.loadFromDisk(models)
    await faceapi.nets.faceLandmark68TinyNet.loadFromDisk(models)
    return faceapi
  })()
  return model
}

/** The faces in an analysis frame, found exactly as the renderer's worker finds them. */
export async function findFaces(frame: RgbaFrame): Promise<FoundFace[]> {
  const faceapi = await loadModel()
  const rgb = new Uint8Array(frame.width * frame.height * 3)
  for (let i = 0, j = 0; i < frame.data.length; i += 4, j += 3) {
    rgb[j] = frame.data[i] ?? 0
    rgb[j + 1] = frame.data[i + 1] ?? 0
    rgb[j + 2] = frame.data[i + 2] ?? 0
  }
  const input = faceapi.tf.tensor3d(rgb, [frame.height, frame.width, 3], 'int32')
  try {
    const options = new faceapi.TinyFaceDetectorOptions({
      inputSize: DETECTOR_INPUT_SIZE,
      scoreThreshold: MIN_DETECTION_SCORE,
    })
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

/** What the renderer's worker makes of an image: its faces, then the quality measured on the largest face. */
export async function analyseImage(image: Buffer): Promise<FrameAnalysis> {
  const frame = await analysisFrame(image)
  const faces = await findFaces(frame)
  return {
    width: frame.width,
    height: frame.height,
    faces,
    quality: measureQuality(frame, largestFace(faces)?.box ?? null),
  }
}
