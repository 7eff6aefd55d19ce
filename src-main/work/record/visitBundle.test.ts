import { createHash } from 'node:crypto'
import type { DiagnosticReport, Media, Observation, Patient } from '@medplum/fhirtypes'
import { describe, expect, it } from 'vitest'
import type { ResultRecord } from '../../../src-shared/contract'
import { codeSystems, identifierSystems } from './identifiers'
import type { RecordVisit } from './recordVisit'
import { NoRecordNumberError, visitBundle } from './visitBundle'

const target = { patientIdentifierSystem: 'urn:oid:1.2.3.4' }
const metric = (
  tech_name: string,
  name: string,
  value: number | string | null,
  units: string | null = null,
) => ({
  tech_name,
  name,
  value,
  units,
})

function record(id: string, imageId: string, overrides: Partial<ResultRecord['result']> = {}): ResultRecord {
  return {
    id,
    is_ok: true,
    image_id: imageId,
    algorithm_family_tech_name: 'selfie_v2.redness',
    application_name: 'Face Skin Metrics',
    result: {
      algorithm_tech_name: 'redness',
      revision: '2025.11.3',
      area_results: [
        {
          area_name: 'face',
          main_metric: metric('redness_score', 'Redness', 93),
          sub_metrics: [
            metric('redness_area', 'Red area', '12.5', '%'),
            metric('redness_kind', 'Kind', 'diffuse'),
          ],
        },
        { area_name: 'forehead', main_metric: metric('redness_score', 'Redness', 97), sub_metrics: [] },
      ],
      ...overrides,
    },
  }
}

const visit = (): RecordVisit => ({
  subject: {
    id: 's1',
    name: 'Testa Beispiel',
    birthDate: '1979-06-14',
    biologicalSex: 'female',
    patientId: 'M-1',
  },
  photos: [
    { imageId: 'img-a', side: 'front', capturedAt: '2026-03-04T10:00:00Z', results: [record('r1', 'img-a')] },
    {
      imageId: 'img-b',
      side: 'left',
      capturedAt: '2026-03-04T10:00:05Z',
      results: [record('r2', 'img-b', { error: 'Not full face', area_results: [] })],
    },
  ],
  report: { id: 'rep-1', pdf: new TextEncoder().encode('%PDF-1.7 test'), createdAt: '2026-03-04T10:02:00Z' },
})

const resources = (v = visit()) => (visitBundle(v, target).entry ?? []).map((entry) => entry.resource)

describe("a visit's transaction Bundle", () => {
  it('creates the Patient only if none has the clinic’s record number', () => {
    const [entry] = visitBundle(visit(), target).entry ?? []
    const patient = entry?.resource as Patient
    expect(entry?.request).toEqual({
      method: 'POST',
      url: 'Patient',
      ifNoneExist: 'identifier=urn%3Aoid%3A1.2.3.4|M-1',
    })
    expect(patient.identifier?.[0]).toMatchObject({ system: 'urn:oid:1.2.3.4', value: 'M-1' })
    expect(patient).toMatchObject({
      birthDate: '1979-06-14',
      gender: 'female',
      name: [{ text: 'Testa Beispiel' }],
    })
  })

  it('has a Media per photo on the face, with its view', () => {
    const media = resources().filter((r): r is Media => r?.resourceType === 'Media')
    expect(media.map((m) => m.view?.coding?.[0]?.code)).toEqual(['front', 'left'])
    for (const m of media)
      expect(m.bodySite?.coding?.[0]).toMatchObject({ system: 'http://snomed.info/sct', code: '89545001' })
  })

  it('has an Observation per metric of the face area, none of a failed record', () => {
    const observations = resources().filter((r): r is Observation => r?.resourceType === 'Observation')
    expect(observations.map((o) => o.code.coding?.[0]?.code)).toEqual([
      'redness_score',
      'redness_score.redness_area',
      'redness_score.redness_kind',
    ])
    const [score, area, kind] = observations
    expect(score).toMatchObject({
      category: [{ coding: [{ code: 'exam' }] }],
      code: { coding: [{ system: codeSystems.metric, display: 'Redness' }] },
      valueQuantity: { value: 93, code: '{score}' },
      method: { coding: [{ code: 'selfie_v2.redness', version: '2025.11.3' }] },
    })
    expect(area?.valueQuantity).toEqual({
      value: 12.5,
      unit: '%',
      system: 'http://unitsofmeasure.org',
      code: '%',
    })
    expect(kind?.valueString).toBe('diffuse')
  })

  it('links each Observation to its photo and the Patient, and the report to all of them', () => {
    const entries = visitBundle(visit(), target).entry ?? []
    const urlOf = (type: string) =>
      entries.filter((e) => e.resource?.resourceType === type).map((e) => e.fullUrl)
    const observations = entries
      .map((e) => e.resource)
      .filter((r): r is Observation => r?.resourceType === 'Observation')
    for (const o of observations) {
      expect(o.subject?.reference).toBe(urlOf('Patient')[0])
      expect(o.derivedFrom?.[0]?.reference).toBe(urlOf('Media')[0])
    }
    const report = entries.find((e) => e.resource?.resourceType === 'DiagnosticReport')
      ?.resource as DiagnosticReport
    expect(report.result?.map((r) => r.reference)).toEqual(urlOf('Observation'))
    expect(report.media?.map((m) => m.link.reference)).toEqual(urlOf('Media'))
    expect(entries.every((e) => e.fullUrl?.startsWith('urn:uuid:'))).toBe(true)
  })

  it('carries the PDF with its SHA-1', () => {
    const report = resources().find((r) => r?.resourceType === 'DiagnosticReport') as DiagnosticReport
    const form = report.presentedForm?.[0]
    expect(Buffer.from(form?.data ?? '', 'base64').toString()).toBe('%PDF-1.7 test')
    expect(form?.hash).toBe(createHash('sha1').update('%PDF-1.7 test').digest('base64'))
    expect(form?.size).toBe(13)
  })

  it('is the same Bundle each time, and another visit’s entries have other identities', () => {
    expect(visitBundle(visit(), target)).toEqual(visitBundle(visit(), target))
    const other = visit()
    other.photos = [{ ...other.photos[0]!, imageId: 'img-c', results: [record('r3', 'img-c')] }]
    other.report = { ...other.report, id: 'rep-2' }
    const first = new Set(visitBundle(visit(), target).entry?.map((e) => e.fullUrl))
    const second = visitBundle(other, target).entry ?? []
    expect(second.filter((e) => first.has(e.fullUrl)).map((e) => e.resource?.resourceType)).toEqual([
      'Patient',
    ])
    for (const entry of second.slice(1)) {
      const identifier = (entry.resource as Media).identifier?.[0]
      expect(Object.values(identifierSystems)).toContain(identifier?.system)
      expect(entry.request?.ifNoneExist).toContain(encodeURIComponent(identifier?.value ?? '-'))
    }
  })

  it('needs a record number', () => {
    const v = visit()
    v.subject.patientId = null
    expect(() => visitBundle(v, target)).toThrow(NoRecordNumberError)
  })
})
