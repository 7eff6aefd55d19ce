/** analyzeImage: decode → detect the largest face → check it is whole → crop and normalise → measure. */
import { cropFace, type FaceCrop } from './crop'
import { decodeImage } from './decode'
import { detectFace } from './detector'
import { estimateYawDegrees, isFullFace } from './geometry'
import { measureFace, measureFaceWithFeatures } from './measure'
import type { CropFeatures } from './measure/features'
import type { FaceFeatures, ImageAnalysis } from './types'

const r1 = (v: number): number => Math.round(v * 10) / 10

export async function analyzeImage(bytes: Buffer): Promise<ImageAnalysis> {
  return (await analyze(bytes, false)).analysis
}

/** The analysis, and where on the photo it found what it counted (null when it found no usable face). */
export async function analyzeImageWithFeatures(
  bytes: Buffer,
): Promise<{ analysis: ImageAnalysis; features: FaceFeatures | null }> {
  return analyze(bytes, true)
}

async function analyze(
  bytes: Buffer,
  withFeatures: boolean,
): Promise<{ analysis: ImageAnalysis; features: FaceFeatures | null }> {
  const { width, height, small, working: decoding } = await decodeImage(bytes)
  const found = await detectFace(small)
  if (!found) return { analysis: { ok: false, width, height, error: 'No face detected' }, features: null }
  if (!isFullFace(found.box, found.landmarks, small.width, small.height)) {
    return { analysis: { ok: false, width, height, error: 'Not full face' }, features: null }
  }
  const working = await decoding
  const toWorking = working.width / small.width
  const landmarks = found.landmarks.map((p) => ({ x: p.x * toWorking, y: p.y * toWorking }))
  const crop = await cropFace(working, landmarks)
  const measured = withFeatures
    ? measureFaceWithFeatures(crop)
    : { metrics: measureFace(crop), features: null }
  const { metrics } = measured
  const toOriginal = width / small.width
  const features =
    measured.features && placeFeatures(measured.features, crop, width / working.width, { width, height })
  const analysis: ImageAnalysis = {
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
  return { analysis, features }
}

/** Crop pixels → pixels of the upright photo (through the working copy), rounded to 0.1 px. */
function placeFeatures(
  found: CropFeatures,
  crop: FaceCrop,
  workingToPhoto: number,
  size: { width: number; height: number },
): FaceFeatures {
  const { left, top, scaleX, scaleY } = crop.placement
  const px = (x: number) => r1((left + x / scaleX) * workingToPhoto)
  const py = (y: number) => r1((top + y / scaleY) * workingToPhoto)
  const pr = (r: number) => r1(Math.max(0.5, (r / Math.sqrt(scaleX * scaleY)) * workingToPhoto))
  return {
    ...size,
    redness: found.redness.map((run) => {
      const x = px(run.x)
      const y = py(run.y)
      return [x, y, r1(px(run.x + run.width) - x), r1(py(run.y + run.height) - y)]
    }),
    spots: found.spots.map((b) => [px(b.x), py(b.y), pr(b.r)]),
    pores: found.pores.map((b) => [px(b.x), py(b.y), pr(b.r)]),
    lesions: found.lesions.map((b) => [px(b.x), py(b.y), pr(b.r), b.pustule ? 1 : 0]),
  }
}
