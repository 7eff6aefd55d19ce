/**
 * Every photo the tests and benches make, in one place: real faces cut from the group photos that ship with
 * @vladmandic/face-api (demo/sample1–6.jpg, 1920 px wide; nothing large is committed), photos derived from them,
 * pictures without a face, the local service's own seed photos, and the fake camera's video. Made at test time
 * with sharp, the same bytes on every run (but `cameraLikePhoto`'s grain): the recorded analyses
 * (tests/support/recordedAnalyses.ts) are found by a photo's bytes, so a photo changed here is analysed again.
 * No vitest here: benches use it too.
 */
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import sharp, { type Sharp } from 'sharp'
import { facePhoto as seedFacePhoto } from '../../src-service/seed/facePhotos'
import { changedPhoto } from '../../src-service/seed/photoVariants'

// ---- face-api's demo group photos ----

export type DemoSample = 1 | 2 | 3 | 4 | 5 | 6

const demoDir = join(dirname(createRequire(__filename).resolve('@vladmandic/face-api/package.json')), 'demo')

/** The path of a demo group photo. */
export const demoPhoto = (n: DemoSample) => join(demoDir, `sample${n}.jpg`)

/** The bytes of a demo group photo. */
export const demoPhotoBytes = (n: DemoSample): Buffer => readFileSync(demoPhoto(n))

const jpeg = (image: Sharp, quality: number): Promise<Buffer> => image.jpeg({ quality }).toBuffer()

/** An SVG drawing as a JPEG. */
const svgJpeg = (svg: string, quality: number) => jpeg(sharp(Buffer.from(svg)), quality)

// ---- faces of any size ----

/** A face photo scaled to cover width×height (cropped to it), or a generated picture when the samples are absent. */
export async function facePhoto(width: number, height: number, sample: DemoSample = 1): Promise<Buffer> {
  const path = demoPhoto(sample)
  if (!existsSync(path)) return gradientPhoto(width, height)
  return jpeg(sharp(path).resize({ width, height, fit: 'cover' }), 90)
}

/**
 * A face photo with sensor-like grain, so its JPEG is as large as a camera's (a smooth upscale compresses to a
 * fraction of that and decodes faster than a real photo would).
 */
export async function cameraLikePhoto(
  width: number,
  height: number,
  sample: DemoSample = 1,
): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .png()
    .toBuffer()
  return jpeg(
    sharp(await facePhoto(width, height, sample)).composite([{ input: grain, blend: 'soft-light' }]),
    92,
  )
}

// ---- portraits of one person (the analysis tests) ----

/** One person in a demo photo: the photo and the face box (its own detector's box, rounded). */
interface Person {
  sample: DemoSample
  x: number
  y: number
  w: number
  h: number
}

export const PEOPLE = {
  /** roughly frontal faces */
  blonde: { sample: 3, x: 585, y: 329, w: 199, h: 271 },
  darkHair: { sample: 6, x: 1180, y: 305, w: 188, h: 280 },
  smiling: { sample: 6, x: 1487, y: 263, w: 212, h: 296 },
  brunette: { sample: 3, x: 1514, y: 292, w: 170, h: 280 },
  fair: { sample: 5, x: 1113, y: 198, w: 158, h: 236 },
  /** head turned so the subject's left cheek faces the camera (yaw ≈ −34°): a `left` side image */
  showsLeftCheek: { sample: 5, x: 1406, y: 390, w: 165, h: 271 },
  /** head turned so the subject's right cheek faces the camera (yaw ≈ +55°): a `right` side image */
  showsRightCheek: { sample: 5, x: 598, y: 415, w: 166, h: 249 },
} satisfies Record<string, Person>

export type PersonName = keyof typeof PEOPLE

export interface PortraitOptions {
  /** output width (height is 4/3 of it); default 768 */
  width?: number
  /** shift the crop window by this share of its width to the right (the face moves left); default 0 */
  shiftX?: number
  format?: 'jpeg' | 'png' | 'webp'
}

/** The crop window (in the demo photo) of a 3:4 portrait centred on the person's face. */
export function portraitWindow(
  p: Person,
  shiftX = 0,
): { left: number; top: number; width: number; height: number } {
  const width = Math.round(p.w * 2.2)
  const height = Math.round((width * 4) / 3)
  const cx = p.x + p.w / 2 + shiftX * width
  const cy = p.y + p.h * 0.55
  return { left: Math.round(cx - width / 2), top: Math.round(cy - height / 2), width, height }
}

/** A selfie-like portrait of one person (raw 8-bit RGB out of the fixed crop, then encoded). */
export async function portrait(name: PersonName, options: PortraitOptions = {}): Promise<Buffer> {
  const p = PEOPLE[name]
  const width = options.width ?? 768
  const window = portraitWindow(p, options.shiftX ?? 0)
  const meta = await sharp(demoPhotoBytes(p.sample)).metadata()
  const left = Math.max(0, window.left)
  const top = Math.max(0, window.top)
  const cut = {
    left,
    top,
    width: Math.min(window.width - (left - window.left), meta.width - left),
    height: Math.min(window.height - (top - window.top), meta.height - top),
  }
  const img = sharp(demoPhotoBytes(p.sample))
    .extract(cut)
    .resize(width, Math.round((width * 4) / 3), { fit: 'fill' })
  const format = options.format ?? 'jpeg'
  return format === 'png'
    ? img.png().toBuffer()
    : format === 'webp'
      ? img.webp({ quality: 92 }).toBuffer()
      : jpeg(img, 92)
}

/** A portrait scaled to `width` × `height` (e.g. 4000 × 3000 = 12 MP), as a camera JPEG. */
export async function scaledPortrait(name: PersonName, width: number, height: number): Promise<Buffer> {
  return jpeg(sharp(await portrait(name)).resize(width, height, { fit: 'cover' }), 92)
}

// ---- 4:3 photos for the capture screen (guidance, the fake camera, the e2e journeys, the benches) ----

type Window = { left: number; top: number; width: number; height: number }

/**
 * A woman looking at the camera (sample5, bottom left; yaw ≈ +8°), alone in a 4:3 window with her face at
 * about 40 % of its height. The party photo is dim (face luma ≈ 46), so it is brightened to a clinic's light.
 */
const FRONT_WINDOW: Window = { left: 0, top: 653, width: 993, height: 745 }

/** A woman with her head turned well to her left (sample5, second from left; yaw ≈ +47°): her right cheek. */
const TURNED_WINDOW: Window = { left: 390, top: 350, width: 580, height: 435 }

/** The woman in the middle of sample3, looking slightly past the camera (yaw ≈ −10°). */
const MIDDLE_WINDOW: Window = { left: 707, top: 44, width: 920, height: 690 }

/** The three faces at the demo photos' own resolution (no scaling), the front one brightened as below. */
export function nativeFaces(): Promise<[string, Buffer][]> {
  return Promise.all([
    jpeg(sharp(demoPhoto(5)).extract(FRONT_WINDOW).linear(1.8, 0), 95).then((b): [string, Buffer] => [
      'front',
      b,
    ]),
    jpeg(sharp(demoPhoto(5)).extract(TURNED_WINDOW), 95).then((b): [string, Buffer] => ['turned', b]),
    jpeg(sharp(demoPhoto(3)).extract(MIDDLE_WINDOW), 95).then((b): [string, Buffer] => ['middle', b]),
  ])
}

/** A 1440×1080 frontal portrait, JPEG (the fake camera's picture in the e2e journey and the bench). */
export function frontPortrait(): Promise<Buffer> {
  return jpeg(sharp(demoPhoto(5)).extract(FRONT_WINDOW).resize(1440, 1080).linear(1.8, 0), 95)
}

/** The turned head as a 1440×1080 JPEG; `mirrored` flips it left to right, as a selfie preview shows it. */
export function turnedPortrait(mirrored = false): Promise<Buffer> {
  const image = sharp(demoPhoto(5)).extract(TURNED_WINDOW).resize(1440, 1080)
  return jpeg(mirrored ? image.flop() : image, 95)
}

// ---- a photo changed ----

/** The same photo with red boosted and green/blue lowered: the face turns redder (CIELAB a* rises). */
export function redder(bytes: Buffer, strength = 1): Promise<Buffer> {
  const r = 1 + 0.12 * strength
  const gb = 1 - 0.05 * strength
  return jpeg(
    sharp(bytes).recomb([
      [r, 0, 0],
      [0, gb, 0],
      [0, 0, gb],
    ]),
    92,
  )
}

/** The same photo with every channel lifted towards white (a lighter-looking skin). */
export function brighter(bytes: Buffer): Promise<Buffer> {
  return jpeg(sharp(bytes).linear(0.8, 50), 92)
}

/** Soft brownish-red blotches (≈ 1.5 cm) scattered over the middle of `box` (the detected face box). */
export async function withBlotches(
  bytes: Buffer,
  box: { x: number; y: number; width: number; height: number },
): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata()
  const radius = Math.round(box.width * 0.055)
  const circles = Array.from({ length: 12 }, (_, i) => {
    const cx = box.x + box.width * (0.2 + (0.6 * ((i * 37) % 11)) / 10)
    const cy = box.y + box.height * (0.25 + (0.6 * ((i * 53) % 7)) / 6)
    return `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${radius}" fill="rgb(125,60,45)" fill-opacity="0.5"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><filter id="soft"><feGaussianBlur stdDeviation="${(radius / 4).toFixed(1)}"/></filter></defs>
    <g filter="url(#soft)">${circles}</g></svg>`
  return jpeg(sharp(bytes).composite([{ input: Buffer.from(svg) }]), 92)
}

/**
 * The pixels stored turned 90° counter-clockwise with EXIF orientation 6 ("rotate 90° clockwise to show"),
 * as phones write portraits: only a decoder that applies the orientation sees an upright face.
 */
export function sidewaysWithExif(bytes: Buffer): Promise<Buffer> {
  return jpeg(sharp(bytes).rotate(270).withMetadata({ orientation: 6 }), 92)
}

/**
 * The same photo as a later visit frames it: the face shifted right and down (`dx`, `dy`: shares of the width and
 * height), a little larger (`scale`) and turned by `degrees` (clockwise): the camera moved, not the skin. Same
 * size as the photo; what the turn brings in at the corners is mid grey.
 */
export async function movedPhoto(
  bytes: Buffer,
  { dx = 0.05, dy = 0.03, scale = 1.08, degrees = 4 } = {},
): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata()
  const turned = await sharp(bytes)
    .rotate(degrees, { background: '#808080' })
    .toBuffer({ resolveWithObject: true })
  const w = Math.round(turned.info.width * scale)
  const h = Math.round(turned.info.height * scale)
  const left = Math.round(w / 2 - width / 2 - dx * width)
  const top = Math.round(h / 2 - height / 2 - dy * height)
  const grown = await sharp(turned.data).resize(w, h).toBuffer()
  return jpeg(sharp(grown).extract({ left, top, width, height }), 92)
}

/** What a phone writes into a photo and a sheet for marketing must not carry on (issue 45). */
export const PHONE_METADATA = {
  make: 'PhoneCo',
  creator: 'Ida Holm (photographer)',
  latitude: '52/1 31/1 12/1',
}

/**
 * The photo as a phone saves it: EXIF with the camera and a GPS position (latitude 52° 31′ 12″ N), and XMP naming
 * the photographer.
 */
export function withPhoneMetadata(bytes: Buffer): Promise<Buffer> {
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
    <rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PHONE_METADATA.creator}</dc:creator>
    </rdf:Description></rdf:RDF></x:xmpmeta>`
  return sharp(bytes)
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: PHONE_METADATA.make, Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: PHONE_METADATA.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: '13/1 24/1 0/1',
      },
    })
    .withXmp(xmp)
    .toBuffer()
}

/** What `jpegMetadata` finds in a JPEG that carries none: no EXIF, GPS, XMP, IPTC, ICC profile or comment. */
export const NO_METADATA = { exif: false, gps: false, xmp: false, iptc: false, icc: false, comment: false }

/**
 * The metadata blocks of a JPEG, walked marker by marker up to its image data: EXIF (with whether it holds a GPS
 * directory), XMP, IPTC (APP13), an ICC profile (APP2) and comments.
 */
export function jpegMetadata(bytes: Buffer): {
  exif: boolean
  gps: boolean
  xmp: boolean
  iptc: boolean
  icc: boolean
  comment: boolean
} {
  const found = { exif: false, gps: false, xmp: false, iptc: false, icc: false, comment: false }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG')
  let at = 2
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!
    if (marker === 0xda || marker === 0xd9) break
    const length = bytes.readUInt16BE(at + 2)
    const body = bytes.subarray(at + 4, at + 2 + length)
    const head = body.subarray(0, 40).toString('latin1')
    if (marker === 0xe1 && head.startsWith('Exif\0\0')) {
      found.exif = true
      // the GPS directory's pointer, tag 0x8825, in either byte order
      found.gps = body.includes(Buffer.from([0x88, 0x25])) || body.includes(Buffer.from([0x25, 0x88]))
    }
    if (marker === 0xe1 && head.startsWith('http://ns.adobe.com/xap/')) found.xmp = true
    if (marker === 0xed) found.iptc = true
    if (marker === 0xe2 && head.startsWith('ICC_PROFILE')) found.icc = true
    if (marker === 0xfe) found.comment = true
    at += 2 + length
  }
  return found
}

// ---- photos without a face ----

/** A smooth gradient: decodes fine, has no face (the service answers `is_ok: false`). */
export async function gradientPhoto(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#c98"/><stop offset="1" stop-color="#456"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`
  return svgJpeg(svg, 90)
}

/**
 * A colour ramp in any format and size (red grows to the right, green downwards, so a turn or a flip shows in
 * `pixelAt`): something for JPEG to encode, without a face.
 */
export async function rampPhoto(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      raw[i] = (x * 255) / width
      raw[i + 1] = (y * 255) / height
      raw[i + 2] = 128
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer()
}

/** The RGB of one pixel of a photo. */
export async function pixelAt(photo: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * info.channels
  return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]
}

/** A 1440×1080 landscape of sky, hills and a lake: a photo without a face (the service says "No face detected"). */
export function landscapePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="1080">
    <rect width="1440" height="620" fill="#8ec5ea"/><circle cx="1150" cy="190" r="80" fill="#fff3b0"/>
    <path d="M0 620 L300 380 L620 600 L900 330 L1440 620 Z" fill="#5d7f4e"/>
    <rect y="620" width="1440" height="460" fill="#3f6e8c"/></svg>`
  return svgJpeg(svg, 92)
}

/** A landscape without people of any size: sky, sun, rolling hills and a lake. */
export function hillsLandscape(width = 800, height = 533): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3a7bd5"/><stop offset="1" stop-color="#cfe7ff"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height * 0.08}" fill="#fff3b0"/>
    <path d="M0 ${height * 0.65} Q ${width * 0.25} ${height * 0.35} ${width * 0.5} ${height * 0.6} T ${width} ${height * 0.55} V ${height} H 0 Z" fill="#3d7a3a"/>
    <rect y="${height * 0.8}" width="100%" height="${height * 0.2}" fill="#2f6f9f"/>
  </svg>`
  return svgJpeg(svg, 85)
}

/** A synthetic landscape: sky gradient over a green field. */
export function landscapeGradient(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6fa8dc"/><stop offset="0.6" stop-color="#d9ead3"/>
      <stop offset="0.61" stop-color="#38761d"/><stop offset="1" stop-color="#274e13"/>
    </linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/></svg>`
  return svgJpeg(svg, 92)
}

/** A real photo without a face: the staircase in the top-left corner of demo sample 5. */
export function staircasePhoto(): Promise<Buffer> {
  return jpeg(sharp(demoPhotoBytes(5)).extract({ left: 0, top: 0, width: 600, height: 450 }), 92)
}

// ---- the local service's own photos (src-service/seed/) ----

const seedPortraits = new Map<number, Promise<Buffer>>()

/** The service's demo face `index` (JPEG, 640 px wide), made once per process. */
export function seedPortrait(index = 1): Promise<Buffer> {
  let made = seedPortraits.get(index)
  if (!made) {
    made = seedFacePhoto(index).then((photo) => photo.bytes)
    seedPortraits.set(index, made)
  }
  return made
}

/** The service's demo face with a red glow over it. */
export async function redderSeedPortrait(index = 1, redness = 0.15): Promise<Buffer> {
  return changedPhoto(await seedFacePhoto(index), { redness, blemishes: 0, seed: 1 })
}

/** The photo of the sample PDF report: one person cropped from demo sample 6, else a generated stand-in. */
export async function reportPhoto(): Promise<Buffer> {
  if (existsSync(demoPhoto(6))) {
    return sharp(demoPhoto(6)).extract({ left: 640, top: 170, width: 360, height: 450 }).jpeg().toBuffer()
  }
  return sharp({ create: { width: 480, height: 600, channels: 3, background: '#d8b49c' } })
    .jpeg()
    .toBuffer()
}

// ---- the fake camera ----

/**
 * A .y4m video of a still image for Chromium's fake camera (--use-file-for-fake-video-capture), made with
 * Debian's ffmpeg. Chromium loops it; a few frames are enough.
 */
export async function faceVideo(image: Buffer, dir: string, name = 'face'): Promise<string> {
  const still = join(dir, `${name}.jpg`)
  const video = join(dir, `${name}.y4m`)
  await writeFile(still, image)
  await promisify(execFile)('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    still,
    '-vf',
    'format=yuv420p',
    '-t',
    '1',
    '-r',
    '10',
    video,
  ])
  return video
}
