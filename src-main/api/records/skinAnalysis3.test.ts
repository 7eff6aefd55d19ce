/**
 * Face Skin Analysis 3.0's answers read as the documentation shows them (the migration guide's upload and results,
 * "API for Masks"' parameter with `areas` and `masks`), and the variants it leaves open: `metrics` for
 * `parameters`, no envelope key, a mask given inline, parameters that are not objects, links that say when they
 * expire in Google's, AWS's or a plain `expires` form.
 */
import { describe, expect, it } from 'vitest'
import { linkExpiry, resultsAnswerRecord, uploadAnswerRecord } from './skinAnalysis3'

const goog =
  'https://storage.googleapis.com/b/subjects/s/batches/b/images/i/masks/original_pimples.svg?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Date=20250603T164217Z&X-Goog-Expires=3600&X-Goog-SignedHeaders=host&X-Goog-Signature=12f0'

describe('the v3 upload answer', () => {
  it('reads the documented example: a link, method and headers per side sent, and the batch id', () => {
    const answer = uploadAnswerRecord.parse({
      front: {
        url: 'https://storage.googleapis.com/...',
        method: 'PUT',
        headers: {
          'Content-Type': 'application/octet-stream',
          'X-Goog-Content-Length-Range': '1,31457280',
          Host: 'storage.googleapis.com',
        },
        content_type: 'application/octet-stream',
        id: 'adcf1265-dbd8-495c-afa4-f7aceb2e4fbe',
      },
      image_batch_id: '5243ab6a-bd30-4932-b98c-45e43edfdc36',
    })
    expect(answer).toEqual({
      batchId: '5243ab6a-bd30-4932-b98c-45e43edfdc36',
      targets: [
        {
          side: 'front',
          url: 'https://storage.googleapis.com/...',
          method: 'PUT',
          headers: {
            'Content-Type': 'application/octet-stream',
            'X-Goog-Content-Length-Range': '1,31457280',
            Host: 'storage.googleapis.com',
          },
          imageId: 'adcf1265-dbd8-495c-afa4-f7aceb2e4fbe',
        },
      ],
    })
  })

  it('takes a side without method, headers or id, and adds the signed content type from content_type', () => {
    const answer = uploadAnswerRecord.parse({
      image_batch_id: 'b',
      left: { url: 'https://s/left', content_type: 'application/octet-stream' },
      right: 'not an object',
    })
    expect(answer.targets).toEqual([
      {
        side: 'left',
        url: 'https://s/left',
        method: 'PUT',
        headers: { 'Content-Type': 'application/octet-stream' },
        imageId: null,
      },
    ])
  })

  it('refuses an answer without the batch id', () => {
    expect(uploadAnswerRecord.safeParse({ front: { url: 'https://s/f' } }).success).toBe(false)
  })
})

describe('the v3 results', () => {
  it('reads parameters, their areas and masks (links per side), photos and completeness', () => {
    const read = resultsAnswerRecord.parse({
      face_skin_metrics_3: {
        image_batch_id: '227c',
        subject_id: 'eca8',
        parameters: {
          pimples: {
            areas: { nose: { amount: 1 }, forehead: { amount: '3' }, left_eye: 'x' },
            masks: { front: { original: goog, aligned_face: null, anonymised: null }, left: null },
          },
          redness: { score: 72, grade: 3, tag: 'Average', density: 12.5 },
          broken: 7,
        },
        survey_results: [],
        all_algorithms_calculated: true,
        sc_app_id: null,
        can_watch_predicted_images: true,
        predicted_images: { front: { original: 'https://storage.googleapis.com/p' } },
      },
    })
    expect(read.complete).toBe(true)
    expect(read.parameters.map((p) => p.name)).toEqual(['pimples', 'redness'])
    const pimples = read.parameters[0]
    expect(pimples?.areas).toEqual({
      nose: expect.objectContaining({ amount: 1 }),
      forehead: expect.objectContaining({ amount: 3 }),
    })
    expect(pimples?.masks).toEqual({ front: { kind: 'link', url: goog } })
    expect(read.parameters[1]).toMatchObject({
      score: 72,
      grade: 3,
      tag: 'Average',
      density: 12.5,
      masks: {},
    })
    expect(read.photos).toEqual({ front: 'https://storage.googleapis.com/p' })
  })

  it('reads `metrics` where `parameters` is missing, without the envelope key, and an inline SVG mask', () => {
    const read = resultsAnswerRecord.parse({
      image_batch_id: 'b',
      metrics: { pores: { amount: 40, masks: { front: { original: '<svg viewBox="0 0 1 1"></svg>' } } } },
    })
    expect(read.complete).toBe(false)
    expect(read.parameters[0]?.masks.front).toEqual({ kind: 'inline', svg: '<svg viewBox="0 0 1 1"></svg>' })
  })

  it('drops a mask that is neither a link nor SVG (a relative path, script text)', () => {
    const read = resultsAnswerRecord.parse({
      face_skin_metrics_3: {
        parameters: {
          pores: { masks: { front: { original: '/masks/p.svg' }, left: { original: 'javascript:x' } } },
        },
      },
    })
    expect(read.parameters[0]?.masks).toEqual({})
  })
})

describe('when a signed link expires', () => {
  it('reads X-Goog-Date plus X-Goog-Expires, X-Amz-*, expires (seconds) and se', () => {
    expect(linkExpiry(goog)).toBe(Date.UTC(2025, 5, 3, 16, 42, 17) + 3600_000)
    expect(linkExpiry('https://s3/x?X-Amz-Date=20250603T164217Z&X-Amz-Expires=60')).toBe(
      Date.UTC(2025, 5, 3, 16, 42, 17) + 60_000,
    )
    expect(linkExpiry('http://127.0.0.1:9/uploads/i?expires=1700000000&signature=ab')).toBe(1_700_000_000_000)
    expect(linkExpiry('https://blob/x?se=2025-06-03T17%3A42%3A17Z&sig=x')).toBe(
      Date.UTC(2025, 5, 3, 17, 42, 17),
    )
    expect(linkExpiry('https://storage/x?signature=ab')).toBeNull()
    expect(linkExpiry('not a link')).toBeNull()
  })
})
