import sharp from 'sharp'

export interface PreparedPhoto {
  jpeg: Buffer
  width: number
  height: number
}

/** The stored original can be 30 MiB; the report needs about 300 dpi at 5 cm, upright, as JPEG. */
export async function preparePhoto(photo: Buffer): Promise<PreparedPhoto | null> {
  try {
    const { data, info } = await sharp(photo, { failOn: 'error' })
      .rotate()
      .resize({ width: 720, height: 900, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer({ resolveWithObject: true })
    return { jpeg: data, width: info.width, height: info.height }
  } catch {
    return null
  }
}
