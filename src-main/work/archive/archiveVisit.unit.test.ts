/**
 * The archive path against a real PACS (issue 44): Debian's Orthanc with its DICOMweb plugin
 * (tests/support/orthanc.ts), one per file. A made-up visit of two photos and a report is stored by STOW-RS,
 * found by QIDO on its PatientID, previewed by Orthanc in the source photos' colours, checked by dicom3tools'
 * dciodvfy, and archived again without a second copy; a wrong password and a closed port are refused in words.
 */
import { archivableJpeg } from './jpegFacts'
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { PDFDocument } from 'pdf-lib'
import dcmjs from 'dcmjs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeDir, tempDir } from '../../../tests/support/folders'
import { startTestPacs, type TestPacs } from '../../../tests/support/orthanc'
import { facePhoto } from '../../../tests/support/photos'
import { archiveVisit, type VisitPhoto } from './archiveVisit'
import type { ArchiveVisit } from './dicomFile'
import { ArchiveError, findInstances, findStudies, type DicomWebTarget } from './dicomWeb'
import type { ArchiveReport } from './pdfInstance'
import { encapsulatedPdf } from './pdfInstance'
import { vlPhotographicImage } from './photoInstance'
import { instanceUid, reportInstanceUid, studyUid } from './uids'

const run = promisify(execFile)
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

let pacs: TestPacs
let target: DicomWebTarget
let work: string

beforeAll(async () => {
  pacs = await startTestPacs()
  target = {
    baseUrl: pacs.dicomWeb,
    auth: { kind: 'basic', username: pacs.username, password: pacs.password },
  }
  work = await tempDir('skin-archive-')
}, 30_000)

afterAll(async () => {
  await pacs?.stop()
  if (work) await removeDir(work)
}, 30_000)

/** A made-up patient's visit. */
const visit: ArchiveVisit = {
  key: { account: 'http://127.0.0.1/#company-test', subjectId: 'subject-1', batchId: 'batch-1' },
  patient: {
    recordNumber: 'MRN-TEST-0042',
    familyName: 'Muster',
    givenName: 'Jörg',
    birthDate: '1980-02-03',
    sex: 'M',
  },
  visitAt: '2026-03-04T09:30:00Z',
}

async function visitPhotos(): Promise<VisitPhoto[]> {
  const front = await facePhoto(480, 640, 1) // sharp's default: 4:2:0, so YBR_FULL_422
  const left = await sharp(await facePhoto(480, 640, 2))
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' }) // no subsampling: still YBR_FULL_422, the one YCbCr the IOD allows
    .toBuffer()
  const common = { captureId: 'capture-1', seriesNumber: 1, takenAt: '2026-03-04T09:31:00Z' }
  return [
    { ...common, imageId: 'image-front', instanceNumber: 1, view: 'front', bytes: front },
    { ...common, imageId: 'image-left', instanceNumber: 2, view: 'left', bytes: left },
  ]
}

async function visitReport(): Promise<ArchiveReport> {
  const document = await PDFDocument.create()
  document.addPage([595, 842]).drawText('Skin analysis report (made up)', { x: 50, y: 780, size: 14 })
  const pdf = Buffer.from(await document.save())
  return {
    reportId: 'report-1',
    createdAt: '2026-03-04T09:40:00Z',
    title: 'Skin analysis report',
    pdf,
    seriesNumber: 90,
  }
}

/** Orthanc's own id of an instance, by its SOP Instance UID. */
async function orthancId(sopInstanceUid: string): Promise<string> {
  const response = await fetch(`${pacs.url}/tools/lookup`, {
    method: 'POST',
    headers: { authorization: pacs.authorization },
    body: sopInstanceUid,
  })
  const found = (await response.json()) as { ID: string; Type: string }[]
  const instance = found.find((item) => item.Type === 'Instance')
  if (!instance) throw new Error('instance not in Orthanc')
  return instance.ID
}

/** The mean red, green and blue of a picture (JPEG or PNG). */
async function meanRgb(picture: Buffer): Promise<number[]> {
  const { channels } = await sharp(picture).removeAlpha().toColourspace('srgb').stats()
  return channels.slice(0, 3).map((channel) => channel.mean)
}

/** dciodvfy's error lines for a Part 10 file (warnings are fine). */
async function dciodvfyErrors(file: string): Promise<string[]> {
  const { stdout, stderr } = await run('dciodvfy', [file]).catch(
    (error: { stdout: string; stderr: string }) => error,
  )
  return `${stdout}\n${stderr}`.split('\n').filter((line) => /^\s*Error/.test(line))
}

describe('archiving a visit in a real PACS (Orthanc, DICOMweb)', () => {
  let photos: VisitPhoto[]
  let report: ArchiveReport

  beforeAll(async () => {
    photos = await visitPhotos()
    report = await visitReport()
  })

  it('stores every photo and the report by STOW-RS, and QIDO finds them by PatientID', async () => {
    const archived = await archiveVisit(target, visit, photos, [report], archivableJpeg)
    expect(archived.failed).toEqual([])
    expect(archived.stored).toHaveLength(3)
    expect(archived.studyUid).toBe(studyUid(visit.key))

    const studies = await findStudies(target, visit.patient.recordNumber)
    expect(studies).toEqual([{ studyUid: studyUid(visit.key), patientId: visit.patient.recordNumber }])
    expect(await findStudies(target, 'MRN-SOMEONE-ELSE')).toEqual([])

    const instances = await findInstances(target, archived.studyUid)
    expect(instances.map((item) => item.sopClassUid).sort()).toEqual(
      [vlPhotographicImage, vlPhotographicImage, encapsulatedPdf].sort(),
    )
    // One Series for the capture's two photos, one for the report.
    expect(new Set(instances.map((item) => item.seriesUid)).size).toBe(2)
  })

  it("previews each photo in the source's colours (the YBR tags are right)", async () => {
    for (const photo of photos) {
      const preview = await pacs.get(
        `/instances/${await orthancId(instanceUid(visit.key, photo.imageId))}/preview`,
      )
      const [source, shown] = [await meanRgb(photo.bytes), await meanRgb(preview)]
      source.forEach((mean, channel) => expect(Math.abs((shown[channel] ?? 0) - mean)).toBeLessThan(4))
    }
  })

  it('keeps instances that dciodvfy finds no error in, and the PDF as it was', async () => {
    const uids = [
      ...photos.map((photo) => instanceUid(visit.key, photo.imageId)),
      reportInstanceUid(visit.key, report.reportId),
    ]
    const files: Buffer[] = []
    for (const [index, uid] of uids.entries()) {
      const file = join(work, `instance-${index}.dcm`)
      files.push(await pacs.get(`/instances/${await orthancId(uid)}/file`))
      await writeFile(file, files[index] ?? '')
      expect(await dciodvfyErrors(file), `instance ${index}`).toEqual([])
    }
    const stored = files[2] ?? Buffer.alloc(0)
    const { dict } = dcmjs.data.DicomMessage.readFile(new Uint8Array(stored).buffer)
    const document = dcmjs.data.DicomMetaDictionary.naturalizeDataset(dict)
    // dcmjs reads an OB as a list of ArrayBuffers.
    const [encapsulated] = document.EncapsulatedDocument as ArrayBuffer[]
    const bytes = Buffer.from(encapsulated ?? new ArrayBuffer(0))
    expect(document.EncapsulatedDocumentLength).toBe(report.pdf.length)
    expect(sha256(bytes.subarray(0, report.pdf.length))).toBe(sha256(report.pdf))
  })

  it('makes no second copy when the visit is archived again', async () => {
    const again = await archiveVisit(target, visit, photos, [report], archivableJpeg)
    expect(again.failed).toEqual([])
    expect(await findStudies(target, visit.patient.recordNumber)).toHaveLength(1)
    expect(await findInstances(target, studyUid(visit.key))).toHaveLength(3)
    const all = JSON.parse((await pacs.get('/instances')).toString()) as string[]
    expect(all).toHaveLength(3)
  })

  it('refuses a wrong password as unauthorized, and stores nothing', async () => {
    const wrong: DicomWebTarget = {
      ...target,
      auth: { kind: 'basic', username: pacs.username, password: 'wrong' },
    }
    const other = { ...visit, key: { ...visit.key, batchId: 'batch-2' } }
    const error = await archiveVisit(wrong, other, photos, [], archivableJpeg).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ArchiveError)
    expect(error).toMatchObject({ code: 'unauthorized', status: 401, retryable: false })
    expect(await findInstances(target, studyUid(other.key))).toEqual([])
  })

  it('says a closed port is unreachable, to try again later', async () => {
    const closed: DicomWebTarget = { ...target, baseUrl: 'http://127.0.0.1:1/dicom-web' }
    const error = await findStudies(closed, visit.patient.recordNumber).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'unreachable', status: null, retryable: true })
  })
})
