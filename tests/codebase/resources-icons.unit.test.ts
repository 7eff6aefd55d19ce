/**
 * resources/: the icon files are what scripts/make-icons.mjs makes from icon.svg today (so an edited SVG without
 * `npm run icons` fails here), each format holds the sizes it should and decodes, the Linux desktop entry is
 * complete, every licence file the licences' README names is there (copies equal to their source), and the
 * window icon's path resolves in development and in a packaged app.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sharp from 'sharp'
import { Ico } from '@fiahfy/ico'
import { Icns } from '@fiahfy/icns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ICNS_ENTRIES, ICO_SIZES, LARGE_PNG_SIZE, makeIcons, PNG_SIZES } from '../../scripts/make-icons.mjs'
import { LINUX_WINDOW_ICON, windowIconPath } from '../../src-main/electron/appIcon'

const projectRoot = resolve(__dirname, '..', '..')
const resources = join(projectRoot, 'resources')
const pngFile = (size: number) => join(resources, 'icons', `${size}x${size}.png`)

async function rgba(png: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * How far apart two renderings of one size are: the mean difference per channel (0-255) and the largest. sharp's
 * prebuilt libvips and librsvg give the same bytes on each platform; should a build anti-alias an edge a little
 * differently, its pixels still stay close, while a changed drawing moves whole edges (a quarter pixel at 16 px
 * already changes an edge pixel by about 64) or colours.
 */
async function pixelDistance(a: Buffer, b: Buffer): Promise<{ mean: number; max: number }> {
  const [left, right] = [await rgba(a), await rgba(b)]
  expect([left.width, left.height]).toEqual([right.width, right.height])
  let sum = 0
  let max = 0
  for (let i = 0; i < left.data.length; i++) {
    const difference = Math.abs((left.data[i] ?? 0) - (right.data[i] ?? 0))
    sum += difference
    max = Math.max(max, difference)
  }
  return { mean: sum / left.data.length, max }
}

/** An ICO entry's 32-bit bitmap (bottom-up BGRA) as top-down RGBA, the layout sharp's raw output has. */
function icoEntryRgba(xor: Buffer, size: number): Buffer {
  const out = Buffer.alloc(size * size * 4)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = ((size - 1 - y) * size + x) * 4
      const to = (y * size + x) * 4
      out[to] = xor[from + 2] ?? 0
      out[to + 1] = xor[from + 1] ?? 0
      out[to + 2] = xor[from] ?? 0
      out[to + 3] = xor[from + 3] ?? 0
    }
  }
  return out
}

describe('the icon files', () => {
  let regenerated: string

  beforeAll(async () => {
    regenerated = await mkdtemp(join(tmpdir(), 'skin-icons-'))
    await makeIcons(join(resources, 'icon.svg'), regenerated)
  })
  afterAll(async () => {
    await rm(regenerated, { recursive: true, force: true })
  })

  it('has every PNG size, at its stated width and height, and nothing else in icons/', async () => {
    expect(readdirSync(join(resources, 'icons')).sort()).toEqual(
      PNG_SIZES.map((size) => `${size}x${size}.png`).sort(),
    )
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) {
      const meta = await sharp(pngFile(size)).metadata()
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', size, size, true])
    }
    const large = await sharp(join(resources, 'icon.png')).metadata()
    expect([large.width, large.height]).toEqual([LARGE_PNG_SIZE, LARGE_PNG_SIZE])
  })

  it('are what icon.svg draws today (run `npm run icons` after changing it)', async () => {
    for (const name of [...PNG_SIZES.map((size) => `icons/${size}x${size}.png`), 'icon.png']) {
      const made = await readFile(join(regenerated, name))
      const kept = await readFile(join(resources, name))
      if (made.equals(kept)) continue
      const distance = await pixelDistance(made, kept)
      expect(distance.mean, name).toBeLessThan(0.5)
      expect(distance.max, name).toBeLessThanOrEqual(32)
    }
  })

  it('icon.ico holds 16 to 256 px, each entry the same pixels as its PNG', async () => {
    const ico = Ico.from(readFileSync(join(resources, 'icon.ico')))
    // an ICO directory writes 256 as 0
    const sizes = ico.infoHeaders.map((header) => header.width || 256)
    expect(sizes).toEqual(ICO_SIZES)
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48, 256]))
    for (const [index, image] of ico.images.entries()) {
      const size = sizes[index] ?? 0
      expect([image.header.width, image.header.height, image.header.bitCount]).toEqual([size, size * 2, 32])
      expect(icoEntryRgba(image.xor, size).equals((await rgba(readFileSync(pngFile(size)))).data)).toBe(true)
    }
  })

  it("icon.icns holds iconutil's entries, each a PNG of its size, the same as resources/icons/", async () => {
    const icns = Icns.from(readFileSync(join(resources, 'icon.icns')))
    expect(icns.fileHeader.identifier).toBe('icns')
    const entries = icns.images.map((image) => image.osType)
    expect(entries).toEqual(ICNS_ENTRIES.map(([osType]) => osType))
    expect(entries).toEqual(expect.arrayContaining(['ic07', 'ic08', 'ic09', 'ic10']))
    for (const [index, image] of icns.images.entries()) {
      const size = ICNS_ENTRIES[index]?.[1] ?? 0
      const meta = await sharp(image.image).metadata()
      expect([image.osType, meta.format, meta.width, meta.height]).toEqual([image.osType, 'png', size, size])
      expect((await sharp(image.image).raw().toBuffer()).length).toBe(size * size * 4)
      expect(image.image.equals(readFileSync(pngFile(size)))).toBe(true)
    }
  })
})

/** The freedesktop.org menu specification's main categories. */
const MAIN_CATEGORIES = [
  'AudioVideo',
  'Audio',
  'Video',
  'Development',
  'Education',
  'Game',
  'Graphics',
  'Network',
  'Office',
  'Science',
  'Settings',
  'System',
  'Utility',
]
/**
 * Additional categories that could fit this app, each with the main categories the specification says it goes
 * with. Another one needs adding here first, from the specification's table.
 */
const ADDITIONAL_CATEGORIES: Record<string, string[]> = {
  MedicalSoftware: ['Science'],
  ImageProcessing: ['Science'],
  DataVisualization: ['Science'],
  Photography: ['Graphics', 'Office'],
  Viewer: ['Graphics', 'Office'],
  RasterGraphics: ['Graphics'],
}

describe('the Linux desktop entry', () => {
  const file = join(resources, 'linux', 'skin-analysis-workstation.desktop')
  const entry = new Map<string, string>()
  let group = ''
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue
    if (line.startsWith('[')) group = line
    else if (group === '[Desktop Entry]') {
      const at = line.indexOf('=')
      entry.set(line.slice(0, at), line.slice(at + 1))
    }
  }

  it('has the keys a menu needs, named after the package', () => {
    const packageName = 'skin-analysis-workstation'
    expect(entry.get('Type')).toBe('Application')
    expect(entry.get('Name')).toBe('Skin Analysis Workstation')
    expect(entry.get('Comment')).toBeTruthy()
    expect(entry.get('Exec')).toBe(packageName)
    expect(entry.get('Icon')).toBe(packageName)
    expect(entry.get('Terminal')).toBe('false')
    expect(entry.get('StartupWMClass')).toBe(packageName)
    const pkg = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { name: string }
    expect(pkg.name).toBe(packageName)
  })

  it('lists valid categories: one main category, and additional ones beside a main one they belong to', () => {
    const categories = (entry.get('Categories') ?? '').split(';').filter(Boolean)
    expect(entry.get('Categories')?.endsWith(';')).toBe(true)
    const main = categories.filter((category) => MAIN_CATEGORIES.includes(category))
    expect(main).toHaveLength(1)
    for (const category of categories.filter((c) => !MAIN_CATEGORIES.includes(c))) {
      expect(Object.keys(ADDITIONAL_CATEGORIES), category).toContain(category)
      expect(
        ADDITIONAL_CATEGORIES[category]?.some((related) => main.includes(related)),
        category,
      ).toBe(true)
    }
  })

  const validator = ['/usr/bin/desktop-file-validate', '/usr/local/bin/desktop-file-validate'].find(
    existsSync,
  )
  it.skipIf(!validator)('is accepted by desktop-file-validate (where it is installed)', () => {
    expect(() => execFileSync(validator ?? '', [file], { stdio: 'pipe' })).not.toThrow()
  })
})

describe('the licences of bundled fonts and models', () => {
  const licences = join(resources, 'licenses')
  const rows = readFileSync(join(licences, 'README.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    )
  const header = rows[0] ?? []
  const column = (name: string) => header.indexOf(name)
  const assets = rows.slice(2)

  it('names a file for each asset, and every file in the folder', () => {
    expect(column('file')).toBeGreaterThan(-1)
    expect(column('copied from')).toBeGreaterThan(-1)
    expect(assets.length).toBeGreaterThanOrEqual(10)
    const named = new Set(assets.map((row) => /\]\(([^)]+)\)/.exec(row[column('file')] ?? '')?.[1]))
    const present = readdirSync(licences).filter((name) => name !== 'README.md')
    expect([...named].sort()).toEqual(present.sort())
  })

  it('has each named file, not empty; a copy equals its source in node_modules', () => {
    for (const row of assets) {
      const name = /\]\(([^)]+)\)/.exec(row[column('file')] ?? '')?.[1] ?? ''
      const path = join(licences, name)
      expect(existsSync(path), name).toBe(true)
      expect(statSync(path).size, name).toBeGreaterThan(200)
      const source = /^`([^`]+)`$/.exec(row[column('copied from')] ?? '')?.[1]
      if (source)
        expect(readFileSync(path).equals(readFileSync(join(projectRoot, 'node_modules', source))), name).toBe(
          true,
        )
    }
  })

  it('covers the fonts and models the app loads', () => {
    const packages = new Set(
      assets.flatMap((row) => [...(row[column('package')] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1])),
    )
    for (const name of [
      '@expo-google-fonts/noto-sans',
      '@expo-google-fonts/noto-sans-jp',
      '@vladmandic/face-api',
      '@tensorflow/tfjs',
      '@tensorflow/tfjs-backend-wasm',
      'pdfjs-dist',
    ])
      expect(packages).toContain(name)
  })
})

describe('the window icon', () => {
  it('in development, is a file of the repository (PNG on Linux, ICO on Windows)', () => {
    const dev = { isPackaged: false, resourcesPath: undefined, repositoryRoot: projectRoot }
    const linux = windowIconPath({ ...dev, platform: 'linux' })
    expect(linux).toBe(pngFile(512))
    expect(existsSync(linux ?? '')).toBe(true)
    const windows = windowIconPath({ ...dev, platform: 'win32' })
    expect(windows).toBe(join(resources, 'icon.ico'))
    expect(existsSync(windows ?? '')).toBe(true)
  })

  it('packaged, is under resourcesPath on Linux; Windows and macOS take the executable and bundle icons', () => {
    const packaged = { isPackaged: true, resourcesPath: '/opt/Skin/resources', repositoryRoot: '/nowhere' }
    expect(windowIconPath({ ...packaged, platform: 'linux' })).toBe(
      join('/opt/Skin/resources', 'icons', LINUX_WINDOW_ICON),
    )
    expect(existsSync(join(resources, 'icons', LINUX_WINDOW_ICON))).toBe(true)
    expect(windowIconPath({ ...packaged, platform: 'win32' })).toBeUndefined()
    expect(windowIconPath({ ...packaged, platform: 'darwin' })).toBeUndefined()
    expect(windowIconPath({ ...packaged, isPackaged: false, platform: 'darwin' })).toBeUndefined()
  })
})
