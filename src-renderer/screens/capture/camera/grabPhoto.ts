/** The photo itself: the full-resolution, unmirrored camera frame as JPEG bytes (the preview alone is mirrored). */

export type GrabbedPhoto = { bytes: Uint8Array<ArrayBuffer>; blob: Blob; width: number; height: number }

export const JPEG_QUALITY = 0.95

export async function grabPhoto(video: HTMLVideoElement): Promise<GrabbedPhoto> {
  const width = video.videoWidth
  const height = video.videoHeight
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas context')
  context.drawImage(video, 0, 0, width, height)
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (made) => (made ? resolve(made) : reject(new Error('The photo could not be encoded'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  )
  return { bytes: new Uint8Array(await blob.arrayBuffer()), blob, width, height }
}
