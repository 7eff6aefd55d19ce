/**
 * Every face the SSD detector finds in face-api's six demo group photos (node_modules/@vladmandic/face-api/demo),
 * each cut out as a selfie-like portrait and analysed. Found at test time, so no list of boxes is kept here.
 */
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js'
import sharp from 'sharp'
import { analyzeImage, loadModels, type FaceAnalysis } from '../../src-service/analysis'
import { demoPhotoBytes, type DemoSample } from './photos'

export interface DemoFace {
  /** e.g. "sample3 @ 585,329" */
  label: string
  analysis: FaceAnalysis
}

/** The faces of one demo photo, each as a 768 × 1024 portrait (the face box widened 2.2 times). */
async function portraitsOf(sample: DemoSample): Promise<{ label: string; jpeg: Buffer }[]> {
  const file = demoPhotoBytes(sample)
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const input = faceapi.tf.tensor3d(data, [info.height, info.width, 3], 'int32')
  let detections: faceapi.FaceDetection[]
  try {
    const options = new faceapi.SsdMobilenetv1Options({ minConfidence: 0.5, maxResults: 50 })
    detections = await faceapi.detectAllFaces(input, options)
  } finally {
    input.dispose()
  }
  return Promise.all(
    detections.map(async ({ box }) => {
      const width = Math.round(box.width * 2.2)
      const height = Math.round((width * 4) / 3)
      const left = Math.max(0, Math.round(box.x + box.width / 2 - width / 2))
      const top = Math.max(0, Math.round(box.y + box.height * 0.55 - height / 2))
      const cut = {
        left,
        top,
        width: Math.min(width, info.width - left),
        height: Math.min(height, info.height - top),
      }
      const jpeg = await sharp(file)
        .extract(cut)
        .resize(768, 1024, { fit: 'fill' })
        .jpeg({ quality: 92 })
        .toBuffer()
      return { label: `sample${sample} @ ${Math.round(box.x)},${Math.round(box.y)}`, jpeg }
    }),
  )
}

/** The analysable faces of all six demo photos (faces the analysis refuses, e.g. cut off, are left out). */
export async function analysedDemoFaces(): Promise<DemoFace[]> {
  await loadModels()
  const out: DemoFace[] = []
  for (const sample of [1, 2, 3, 4, 5, 6] as const) {
    for (const { label, jpeg } of await portraitsOf(sample)) {
      const analysis = await analyzeImage(jpeg)
      if (analysis.ok) out.push({ label, analysis })
    }
  }
  return out
}
