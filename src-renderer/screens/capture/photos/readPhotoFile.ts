/**
 * Reads a dropped or chosen file into a Photo: its real type from its bytes, its size, whether it is whole and
 * decodes (createImageBitmap applies the EXIF orientation, so width and height are as displayed), its resolution,
 * and what the face model makes of it. Each problem stays with its own photo.
 */
import { MAX_PHOTO_BYTES } from '../../../../src-shared/contractValues'
import { analysisSize, getAnalyser } from '../../../parts/faces/analysis/analyser'
import type { FrameAnalysis } from '../../../parts/faces/guidance/checks'
import { MIN_PHOTO_SHORT_SIDE } from '../../../../src-shared/contractValues'
import type { FileProblem, Photo } from './photoSet'
import { photoTypeOf, SNIFF_BYTES } from '../../../../src-shared/domain/photoType'
import { isComplete } from './photoEnd'

async function analyse(bitmap: ImageBitmap): Promise<FrameAnalysis | null> {
  const analyser = getAnalyser()
  try {
    await analyser.ready
    const size = analysisSize(bitmap.width, bitmap.height)
    const small = await createImageBitmap(bitmap, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
    })
    return await analyser.analyse(small)
  } catch {
    return null
  }
}

async function decode(blob: Blob): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(blob)
  } catch {
    return null
  }
}

export async function readPhotoFile(file: File, placeholder: Photo): Promise<Photo> {
  const failed = (problem: FileProblem): Photo => ({ ...placeholder, status: 'ready', problem })
  if (file.size === 0) return failed({ code: 'empty' })
  const type = photoTypeOf(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
  if (!type) return failed({ code: 'notImage' })
  if (file.size > MAX_PHOTO_BYTES) return failed({ code: 'tooLarge', bytes: file.size })

  const bytes = new Uint8Array(await file.arrayBuffer())
  if (!isComplete(bytes, type)) return failed({ code: 'truncated' })
  const blob = new Blob([bytes], { type })
  const bitmap = await decode(blob)
  if (!bitmap) return failed({ code: 'undecodable' })

  const { width, height } = bitmap
  const previewUrl = URL.createObjectURL(blob)
  const read: Photo = { ...placeholder, status: 'ready', bytes, previewUrl, width, height }
  if (Math.min(width, height) < MIN_PHOTO_SHORT_SIDE) {
    bitmap.close()
    return { ...read, problem: { code: 'tooSmall', width, height } }
  }
  const analysis = await analyse(bitmap)
  bitmap.close()
  return { ...read, analysis }
}
