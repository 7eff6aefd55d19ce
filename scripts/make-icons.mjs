// `npm run icons`: every icon file in resources/, made from resources/icon.svg (the one source; edit only it).
//   resources/icons/NxN.png   the sizes a Linux package and the window use (electron-builder takes the folder)
//   resources/icon.png        1024 px, for tools that want one large PNG
//   resources/icon.ico        Windows, 16 to 256 px (32-bit BMP entries: what @fiahfy/ico writes and reads)
//   resources/icon.icns       macOS, the sizes iconutil writes, as PNG entries
// The output is the same bytes on every run with the same sharp (libvips, librsvg, libpng) build: no dates, no
// metadata, fixed PNG settings. Another build may anti-alias an edge differently, so the test compares pixels.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { Ico, IcoImage } from '@fiahfy/ico'
import { Icns, IcnsImage } from '@fiahfy/icns'

export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024]
export const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256]
/** [OSType, size in px]: iconutil's set (16 to 512 at 1x and 2x) in its order; each entry is a PNG. */
export const ICNS_ENTRIES = [
  ['icp4', 16],
  ['icp5', 32],
  ['ic11', 32],
  ['ic12', 64],
  ['ic07', 128],
  ['ic13', 256],
  ['ic08', 256],
  ['ic14', 512],
  ['ic09', 512],
  ['ic10', 1024],
]
export const LARGE_PNG_SIZE = 1024

const resourcesDir = fileURLToPath(new URL('../resources/', import.meta.url))

/**
 * The SVG drawn at `size` px. Each size is rendered from the vector (not scaled down from a large bitmap), so the
 * small ones stay sharp on the SVG's 16-unit grid.
 */
export async function renderPng(svg, size) {
  const { width } = await sharp(svg).metadata()
  return sharp(svg, { density: (72 * size) / width })
    .resize(size, size, { fit: 'fill' })
    .png({ compressionLevel: 9, adaptiveFiltering: false, palette: false })
    .toBuffer()
}

/** Every icon file, from the SVG at `svgPath`, written under `outDir` (resources/ itself, or a test's folder). */
export async function makeIcons(svgPath, outDir) {
  const svg = await readFile(svgPath)
  const pngs = new Map()
  for (const size of PNG_SIZES) pngs.set(size, await renderPng(svg, size))
  const png = (size) => {
    const bytes = pngs.get(size)
    if (!bytes) throw new Error(`no ${size} px PNG`)
    return bytes
  }

  await mkdir(join(outDir, 'icons'), { recursive: true })
  for (const size of PNG_SIZES) await writeFile(join(outDir, 'icons', `${size}x${size}.png`), png(size))
  await writeFile(join(outDir, 'icon.png'), png(LARGE_PNG_SIZE))

  const ico = new Ico()
  for (const size of ICO_SIZES) ico.append(IcoImage.fromPNG(png(size)))
  await writeFile(join(outDir, 'icon.ico'), ico.data)

  const icns = new Icns()
  for (const [osType, size] of ICNS_ENTRIES) icns.append(IcnsImage.fromPNG(png(size), osType))
  await writeFile(join(outDir, 'icon.icns'), icns.data)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await makeIcons(join(resourcesDir, 'icon.svg'), resourcesDir)
  console.log(`Icons written to ${resourcesDir}`)
}
