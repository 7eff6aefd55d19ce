/**
 * Untrusted files are parsed in a process of their own, without the keys (issue 30), and that process can reach
 * nothing else (issue 41). The real parser child, as the browser host starts it (browser-host/parserBundle.ts:
 * bundled, run under Node's permission model with an environment that names no keychain). A photo comes back
 * prepared, a service's report with the cover page in front; a refusal keeps its reason and field; a photo that
 * brings the process down (here: killed mid-photo, and one taking longer than the limit) is refused with
 * `image_parser_stopped`, this process goes on, and the next job gets a new parser. Made to try, it cannot write a
 * file, read the account folder, start a process or a thread, or reach the keychain (a real Secret Service: npm
 * test runs gnome-keyring on a private D-Bus). Main itself loads no image or PDF library: the browser host started
 * alone in a fresh process shows what it loaded (Electron's built main: tests/electron/main-and-preload.test.ts).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { crc32 } from 'node:zlib'
import { dirname, join, resolve } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { browserHostParser, browserHostParserSpawner } from '../../src-main/browser-host/parserBundle'
import {
  createParserProcess,
  type ParserChild,
  type ParserProcess,
} from '../../src-main/parsers/parserProcess'
import type { ParseRequest } from '../../src-main/parsers/parserProtocol'
import { createKeychain } from '../../src-main/secrets/keychain'
import type { Probe, Probed } from '../support/parserProbe'
import { aFaceShotIn1280 } from '../support/faceShots'
import { facePhoto } from '../support/photos'

const root = resolve(__dirname, '..', '..')
const entry = join(root, 'src-main', 'parsers', 'parserChild.ts')
let parser: ParserProcess | null = null
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  parser?.close()
  parser = null
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A PNG with only its header (and an empty image), saying it is `width` × `height`. */
function pngHeaderOnly(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.writeUInt8(8, 8) // bit depth
  ihdr.writeUInt8(2, 9) // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return new Uint8Array(
    Buffer.concat([
      signature,
      chunk('IHDR', ihdr),
      chunk('IDAT', Buffer.alloc(0)),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

describe('the photo parser process', () => {
  it('prepares a photo, and refuses what is not one with its reason', async () => {
    parser = browserHostParser({ projectRoot: root })
    const photo = await parser.prepare(new Uint8Array(await facePhoto(1600, 1200)), 'front')
    expect(photo).toMatchObject({ width: 1600, height: 1200 })
    expect((await sharp(photo.bytes).metadata()).format).toBe('jpeg')
    await expect(parser.prepare(new TextEncoder().encode('not a photo'), 'left')).rejects.toMatchObject({
      code: 'not_an_image',
      field: 'shots.left',
    })
    // a bomb: a PNG that says 20,000 × 20,000 px in a few bytes is refused by its size, never decoded
    await expect(parser.prepare(pngHeaderOnly(20_000, 20_000), 'right')).rejects.toMatchObject({
      code: 'image_too_large',
    })
  })

  it('runs where node_modules is a link (a bench’s worktree): the permission model reads real paths', async () => {
    const linked = await mkdtemp(join(tmpdir(), 'skin-parser-linked-'))
    cleanups.push(() => rm(linked, { recursive: true, force: true }))
    for (const folder of ['node_modules', 'src-main', 'src-shared'])
      await symlink(join(root, folder), join(linked, folder))
    parser = browserHostParser({ projectRoot: linked })
    const photo = await parser.prepare(new Uint8Array(await facePhoto(1600, 1200)), 'front')
    expect(photo).toMatchObject({ width: 1600, height: 1200 })
  })

  it('puts the cover page in front of a service report, and refuses what is not a PDF', async () => {
    parser = browserHostParser({ projectRoot: root })
    const service = await PDFDocument.create()
    service.addPage([595, 842])
    const report = await service.save()
    // Japanese: the fonts pdfkit reads from node_modules only now, after the start (the parser may read those)
    const covered = await parser.addCover(report, {
      locale: 'ja',
      timeZone: 'Europe/Berlin',
      clinicName: 'Hautpraxis Mitte',
      clinicAddress: '',
      clinicianName: '',
      subject: { name: 'Ada Adler', recordNumber: 'MRN-1', birthDate: '1985-03-14' },
      capturedAt: '2026-11-26T09:00:00Z',
      createdAt: '2026-11-26T10:00:00Z',
    })
    expect((await PDFDocument.load(covered)).getPageCount()).toBe(2)
    await expect(
      parser.addCover(new TextEncoder().encode('%PDF-1.7 not really'), {
        locale: 'en',
        timeZone: 'UTC',
        clinicName: '',
        clinicAddress: '',
        clinicianName: '',
        subject: { name: null, recordNumber: null, birthDate: null },
        capturedAt: null,
        createdAt: '2026-11-26T10:00:00Z',
      }),
    ).rejects.toMatchObject({ code: 'not_a_pdf' })
  })

  it('makes a before/after sheet in the confined process: photos aligned by sharp, the page by pdfkit', async () => {
    parser = browserHostParser({ projectRoot: root })
    const photo = new Uint8Array(await facePhoto(1280, 1024))
    const shot = aFaceShotIn1280()
    const pair = {
      side: 'front' as const,
      heading: 'Front',
      beforeCaption: 'Before',
      afterCaption: 'After',
      note: '',
    }
    const sheet = {
      locale: 'en',
      title: 'Before and after',
      clinicName: '',
      lines: [],
      pairs: [{ ...pair, before: { bytes: photo, shot }, after: { bytes: photo, shot }, region: null }],
      tables: [],
      disclaimer: 'For cosmetic skin assessment, not a medical diagnosis.',
      pageWords: 'Page {n} of {count}',
    }
    const pdf = await parser.makeSheet(sheet)
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1)
    // a photo that does not decode is refused with its side
    const broken = {
      ...sheet,
      pairs: [{ ...sheet.pairs[0]!, after: { bytes: photo.subarray(0, 2000), shot } }],
    }
    await expect(parser.makeSheet(broken)).rejects.toMatchObject({
      code: 'image_unreadable',
      params: { side: 'front' },
    })
  })

  it('refuses the photos of a parser that died or took too long, and the next photo gets a new one', async () => {
    const children: ParserChild[] = []
    const { spawn, dispose } = browserHostParserSpawner({ projectRoot: root })
    cleanups.push(dispose)
    parser = createParserProcess(() => {
      const child = spawn()
      children.push(child)
      return child
    }, 20_000)
    const bytes = new Uint8Array(await facePhoto(1600, 1200))
    await parser.prepare(bytes, 'front')
    // the process dies mid-photo (as a crash in the decoder would end it)
    const pending = parser.prepare(bytes, 'front')
    children[0]?.kill()
    await expect(pending).rejects.toMatchObject({ code: 'image_parser_stopped', field: 'shots.front' })
    expect((await parser.prepare(bytes, 'left')).width).toBe(1600)
    expect(children).toHaveLength(2)

    const slow = createParserProcess(spawn, 1)
    await expect(slow.prepare(bytes, 'right')).rejects.toMatchObject({ code: 'image_parser_stopped' })
    slow.close()
  })

  it('imports nothing that holds a key: no keychain, no data key, no database', () => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/from '(\.[^']+)'/g)) {
        const target = resolve(dirname(file), match[1] ?? '')
        visit(existsSync(`${target}.ts`) ? `${target}.ts` : join(target, 'index.ts'))
      }
    }
    visit(entry)
    const files = [...seen].map((file) => file.slice(root.length + 1))
    expect(files).toContain('src-main/work/capture/preparePhoto.ts')
    expect(files).toContain('src-main/work/reports/cover/coverPage.ts')
    // (the log's private file modes come with the logger; nothing that opens the keychain or the account's data)
    for (const file of files) {
      expect(file).not.toMatch(/^src-main\/secrets\//)
      expect(file).not.toMatch(
        /^src-main\/store\/(db|cacheDb|databaseKey|sealedFiles|accountSpace|auditTrail)\.ts$/,
      )
    }
  })
})

describe('what the parser process can reach (issue 41)', () => {
  /** The parser as the browser host starts it, but answering probes too (tests/support/parserProbe.ts). */
  function probingParser() {
    const { spawn, dispose } = browserHostParserSpawner({
      projectRoot: root,
      entry: join(root, 'tests', 'support', 'parserProbe.ts'),
    })
    cleanups.push(dispose)
    const child = spawn()
    cleanups.push(async () => child.kill())
    const answers: unknown[] = []
    child.onMessage((message) => answers.push(message))
    const next = async <T>(pick: (message: unknown) => T | undefined): Promise<T> => {
      for (let i = 0; i < 1_000; i++) {
        for (const message of answers) {
          const found = pick(message)
          if (found !== undefined) return found
        }
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      throw new Error('the parser did not answer')
    }
    return { child, next }
  }

  it('cannot write, read the account folder, start a process or a thread, or reach the keychain', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skin-parser-reach-'))
    cleanups.push(() => rm(dir, { recursive: true, force: true }))
    const accountDir = join(dir, 'accounts', 'demo')
    await mkdir(accountDir, { recursive: true })
    await writeFile(join(accountDir, 'account.sqlite'), 'the clinic’s patients')
    // an item in the OS keychain, as the app keeps an account's key
    const service = 'skin-analysis-parser-probe'
    const keychain = createKeychain(service)
    await keychain.set('clinic', 'sk-the-api-key')
    cleanups.push(() => keychain.delete('clinic'))
    expect(await keychain.get('clinic')).toBe('sk-the-api-key')
    const keytarDir = join(root, 'node_modules', '@github', 'keytar')
    const addon = [join(keytarDir, 'build', 'Release', 'keytar.node')].find(existsSync) ?? ''

    const { child, next } = probingParser()
    // it parses, as the app's parser
    const photo: ParseRequest = {
      id: 1,
      kind: 'photo',
      side: 'front',
      bytes: new Uint8Array(await facePhoto(640, 480)),
    }
    child.send(photo)
    expect(
      await next((message) => ((message as { id?: number }).id === 1 ? message : undefined)),
    ).toMatchObject({ ok: true, width: 640, height: 480 })
    const probe: Probe = {
      writeTo: join(dir, 'written.txt'),
      accountDir,
      keychain: { service, account: 'clinic', addon },
    }
    child.send({ probe } as unknown as ParseRequest)
    const probed = await next((message) => (message as { probed?: Probed }).probed)
    expect(probed).toEqual({
      write: 'ERR_ACCESS_DENIED',
      readAccount: 'ERR_ACCESS_DENIED',
      spawn: 'ERR_ACCESS_DENIED',
      worker: 'ERR_ACCESS_DENIED',
      // keytar's own loader says it found no addon: each path it tried was refused
      keychain: expect.stringContaining('Failed to load keytar native addon'),
      keychainAddon: 'ERR_ACCESS_DENIED',
      keychainAddress: 'none in its environment',
    })
    expect(existsSync(join(dir, 'written.txt'))).toBe(false)
    expect(JSON.stringify(probed)).not.toContain('sk-the-api-key')
  })

  it('is not needed by main to start: the browser host loads no image or PDF library', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'skin-host-modules-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', join(root, 'tests', 'support', 'browserHostModulesChild.ts'), dataDir],
      { cwd: root, encoding: 'utf8', timeout: 60_000 },
    )
    const { loaded } = JSON.parse(out.trim().split('\n').pop() ?? '{}') as { loaded: string[] }
    // it did load main (handlers, stores, the host), so the list says what a start loads
    expect(loaded.some((file) => file.endsWith(join('src-main', 'app.ts')))).toBe(true)
    expect(loaded.some((file) => file.endsWith(join('browser-host', 'server.ts')))).toBe(true)
    const parsers = loaded.filter((file) =>
      /[\\/]node_modules[\\/](sharp|@img|pdf-lib|@pdf-lib|pdfkit|fontkit)[\\/]/.test(file),
    )
    expect(parsers).toEqual([])
    const parsingCode = loaded.filter((file) => /preparePhoto|coverPage|coverDrawing/.test(file))
    expect(parsingCode).toEqual([])
  })
})
