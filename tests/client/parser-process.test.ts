/**
 * Untrusted files are parsed in a process of their own, without the keys (issue 30): the real parser child (a Node
 * fork, as the browser host starts it). A photo comes back prepared as in main, a service's report with the cover
 * page in front; a refusal keeps its reason and field; a photo that brings the process down (here: killed
 * mid-photo, and one taking longer than the limit) is refused with `image_parser_stopped`, this process goes on,
 * and the next job gets a new parser. Its code imports nothing that holds a key.
 */
import { existsSync, readFileSync } from 'node:fs'
import { crc32 } from 'node:zlib'
import { dirname, join, resolve } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createParserProcess,
  forkParser,
  type ParserChild,
  type ParserProcess,
} from '../../src-main/parsers/parserProcess'
import { facePhoto } from '../support/facePhotos'

const root = resolve(__dirname, '..', '..')
const entry = join(root, 'src-main', 'parsers', 'parserChild.ts')
let parser: ParserProcess | null = null
afterEach(() => {
  parser?.close()
  parser = null
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
  it('prepares a photo as main did, and refuses what is not one with its reason', async () => {
    parser = createParserProcess(forkParser(entry, ['--import', 'tsx']))
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

  it('puts the cover page in front of a service report, and refuses what is not a PDF', async () => {
    parser = createParserProcess(forkParser(entry, ['--import', 'tsx']))
    const service = await PDFDocument.create()
    service.addPage([595, 842])
    const report = await service.save()
    const covered = await parser.addCover(report, {
      locale: 'de',
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

  it('refuses the photos of a parser that died or took too long, and the next photo gets a new one', async () => {
    const children: ParserChild[] = []
    const spawn = forkParser(entry, ['--import', 'tsx'])
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
