/** analyzeImage: decode → detect the largest face → check it is whole → crop and normalise → measure. */
import { cropFace } from './crop'
import { decodeImage } from './decode'
import { detectFace } from './detector'
import { estimateYawDegrees, isFullFace } from './geometry'
import { measureFace } from './measure'
import type { ImageAnalysis } from './types'

const r1 = (v: number): number => Math.round(v * 10) / 10

export async function analyzeImage(bytes: Buffer): Promise<ImageAnalysis> {
  const { width, height, small, working: decoding } = await decodeImage(bytes)
  const found = await detectFace(small)
  if (!found) return { ok: false, width, height, error: 'No face detected' }
  if (!isFullFace(found.box, found.landmarks, small.width, small.height)) {
    return { ok: false, width, height, error: 'Not full face' }
  }
  const working = await decoding
  const toWorking = working.width / small.width
  const landmarks = found.landmarks.map((p) => ({ x: p.x * toWorking, y: p.y * toWorking }))
  const crop = await cropFace(working, landmarks)
  const metrics = measureFace(crop)
  const toOriginal = width / small.width
  return {
    ok: true,
    width,
    height,
    face: {
      box: {
        x: Math.round(found.box.x * toOriginal),
        y: Math.round(found.box.y * toOriginal),
        width: Math.round(found.box.width * toOriginal),
        height: Math.round(found.box.height * toOriginal),
      },
      score: Math.round(found.score * 1e4) / 1e4,
      yawDegrees: r1(estimateYawDegrees(found.landmarks)),
    },
    metrics,
  }
}
