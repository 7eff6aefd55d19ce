/**
 * Face Skin Analysis 3.0's parameters as result records: the score speaks for a parameter where there is one,
 * named as 2.0 names its scores; else its own figure; areas carry theirs; sides without a usable face get a failed
 * record on their own image; the family names the version.
 */
import { describe, expect, it } from 'vitest'
import { resultsAnswerRecord } from '../../api/records/skinAnalysis3'
import { isSkinAnalysis3Record, skinAnalysis3Records } from './skinAnalysis3Records'

const place = {
  imageId: 'front-id',
  batchId: 'b1',
  sideImages: { front: 'front-id', left: 'left-id' },
  applicationId: 'app',
}

describe('3.0 parameters as records', () => {
  it('main metric: the score, else the value, amount or density; sub-metrics the other figures', () => {
    const results = resultsAnswerRecord.parse({
      face_skin_metrics_3: {
        all_algorithms_calculated: true,
        parameters: {
          redness: { score: 72, grade: 3, tag: 'Average', density: 12.5, areas: { nose: { density: 40 } } },
          pimples: { areas: { nose: { amount: 1 }, forehead: { amount: 3 } } },
          pores: { amount: 48 },
          ita: { value: 38.2, skin_tone: 'Intermediate' },
        },
      },
    })
    const records = skinAnalysis3Records(results, place)
    const face = (name: string) =>
      records.find((r) => r.result.algorithm_tech_name === name)?.result.area_results[0]
    expect(face('redness')?.main_metric).toMatchObject({
      tech_name: 'redness_score',
      value: 72,
      widget_type: 'bad_good_line',
    })
    expect(face('redness')?.sub_metrics.map((m) => [m.tech_name, m.value])).toEqual([
      ['redness_density', 12.5],
      ['redness_grade', 3],
    ])
    expect(face('pores')?.main_metric).toMatchObject({ tech_name: 'pores_amount', value: 48 })
    expect(face('ita')?.main_metric).toMatchObject({ tech_name: 'ita_value', value: 38.2, units: '°' })
    expect(face('ita')?.sub_metrics).toEqual([
      expect.objectContaining({ tech_name: 'skintone_class', value: 'Intermediate' }),
    ])
    // a parameter with areas only has no face figure: it is not shown as one
    expect(face('pimples')).toBeUndefined()
    const redness = records.find((r) => r.result.algorithm_tech_name === 'redness')
    expect(redness?.result.area_results[1]).toMatchObject({
      area_name: 'nose',
      main_metric: { tech_name: 'redness_density', value: 40 },
    })
    expect(records.every((r) => r.is_ok && r.image_id === 'front-id' && isSkinAnalysis3Record(r))).toBe(true)
    expect(records.every((r) => r.algorithm_family_tech_name?.startsWith('face_skin_metrics_3.'))).toBe(true)
  })

  it('a side without a usable face: a failed record on that side’s image, with the service’s words', () => {
    const results = resultsAnswerRecord.parse({
      face_skin_metrics_3: {
        all_algorithms_calculated: true,
        parameters: {},
        errors: { left: 'No face detected' },
      },
    })
    expect(skinAnalysis3Records(results, place)).toEqual([
      expect.objectContaining({
        is_ok: false,
        image_id: 'left-id',
        result: expect.objectContaining({ error: 'No face detected' }),
      }),
    ])
  })
})
