/**
 * The DICOMweb client's authentication and its refusals from real servers (issue 44). Bearer: Debian's Orthanc with
 * a Python request filter that lets only one token through (tests/support/orthanc.ts, `auth: 'bearer'`). 413 and
 * 502: Debian's nginx in front of it (tests/support/reverseProxy.ts), a body limit on one path and a closed port
 * behind another, as a clinic's proxy gives them. Each refusal has its code; nothing is stored by one.
 */
import { archivableJpeg } from './jpegFacts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPacs, type TestPacs } from '../../../tests/support/orthanc'
import { facePhoto } from '../../../tests/support/photos'
import { startReverseProxy, type ReverseProxy } from '../../../tests/support/reverseProxy'
import { archiveVisit, visitInstances, type VisitPhoto } from './archiveVisit'
import type { ArchiveVisit } from './dicomFile'
import { ArchiveError, findInstances, type DicomWebTarget } from './dicomWeb'
import { studyUid } from './uids'

let pacs: TestPacs
let proxy: ReverseProxy
let target: DicomWebTarget
let photos: VisitPhoto[]

/** The proxy's body limit: below one photo's STOW. */
const bodyLimitBytes = 8 * 1024

beforeAll(async () => {
  pacs = await startTestPacs({ auth: 'bearer' })
  proxy = await startReverseProxy(pacs.url, `${bodyLimitBytes / 1024}k`)
  target = { baseUrl: pacs.dicomWeb, auth: { kind: 'bearer', token: pacs.token ?? '' } }
  const bytes = await facePhoto(480, 640, 1)
  photos = [
    {
      captureId: 'capture-1',
      seriesNumber: 1,
      takenAt: '2026-03-04T09:31:00Z',
      imageId: 'image-front',
      instanceNumber: 1,
      view: 'front',
      bytes,
    },
  ]
}, 30_000)

afterAll(async () => {
  await proxy?.stop()
  await pacs?.stop()
}, 30_000)

/** A made-up visit; each test its own batch, so what one stores is told apart. */
const visitOf = (batchId: string): ArchiveVisit => ({
  key: { account: 'http://127.0.0.1/#company-test', subjectId: 'subject-1', batchId },
  patient: {
    recordNumber: 'MRN-TEST-0042',
    familyName: 'Muster',
    givenName: 'Jörg',
    birthDate: '1980-02-03',
    sex: 'M',
  },
  visitAt: '2026-03-04T09:30:00Z',
})

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (caught: unknown) => caught,
  )
const stored = async (visit: ArchiveVisit) => (await findInstances(target, studyUid(visit.key))).length

describe('bearer authentication against a real archive (Orthanc with a request filter)', () => {
  it('stores with the token', async () => {
    const visit = visitOf('bearer-ok')
    const archived = await archiveVisit(target, visit, photos, [], archivableJpeg)
    expect(archived.stored).toHaveLength(1)
    expect(await stored(visit)).toBe(1)
  })

  it('is refused without the token or with a wrong one, and stores nothing', async () => {
    const visit = visitOf('bearer-refused')
    const targets: DicomWebTarget[] = [
      { ...target, auth: { kind: 'none' } },
      { ...target, auth: { kind: 'bearer', token: 'wrong' } },
      { ...target, auth: { kind: 'basic', username: pacs.username, password: pacs.password } },
    ]
    for (const wrong of targets) {
      const error = await refusal(archiveVisit(wrong, visit, photos, [], archivableJpeg))
      expect(error).toBeInstanceOf(ArchiveError)
      // Orthanc answers what its filter refuses with 403; a 401 is covered with Basic (archiveVisit.unit.test.ts).
      expect(error).toMatchObject({ code: 'forbidden', status: 403, retryable: false })
      expect((error as Error).message).not.toContain(pacs.token ?? '-')
    }
    expect(await stored(visit)).toBe(0)
  })
})

describe('a reverse proxy in front of the archive (nginx)', () => {
  const through = (baseUrl: string): DicomWebTarget => ({ ...target, baseUrl: `${baseUrl}/dicom-web` })

  it('passes a STOW to the archive', async () => {
    const visit = visitOf('proxy-ok')
    expect((await archiveVisit(through(proxy.url), visit, photos, [], archivableJpeg)).stored).toHaveLength(1)
    expect(await stored(visit)).toBe(1)
  })

  it('refuses a visit over its body limit with 413: too large, not tried again, nothing stored', async () => {
    const visit = visitOf('proxy-413')
    const [instance] = await visitInstances(visit, photos, [], archivableJpeg)
    expect(instance?.length).toBeGreaterThan(bodyLimitBytes)
    const error = await refusal(archiveVisit(through(proxy.limited), visit, photos, [], archivableJpeg))
    expect(error).toBeInstanceOf(ArchiveError)
    expect(error).toMatchObject({ code: 'too_large', status: 413, retryable: false })
    expect(await stored(visit)).toBe(0)
    // The same path takes what is under the limit: a QIDO search.
    expect(await findInstances(through(proxy.limited), studyUid(visit.key))).toEqual([])
  })

  it('answers 502 when the archive behind it is down: a server error, tried again later', async () => {
    const visit = visitOf('proxy-502')
    const error = await refusal(archiveVisit(through(proxy.broken), visit, photos, [], archivableJpeg))
    expect(error).toBeInstanceOf(ArchiveError)
    expect(error).toMatchObject({ code: 'server', status: 502, retryable: true })
    expect(await stored(visit)).toBe(0)
  })
})
