import { describe, expect, it } from 'vitest'
import { ArchiveError, errorOfStatus, readStowAnswer, stow, stowBody } from './dicomWeb'

describe('the DICOMweb client, without a server', () => {
  it('frames each instance as an application/dicom part of a multipart/related body', () => {
    const { body, contentType } = stowBody([Buffer.from('first'), Buffer.from('second')])
    const boundary = /boundary=(\S+)$/.exec(contentType)?.[1] ?? ''
    expect(contentType.startsWith('multipart/related; type="application/dicom"; ')).toBe(true)
    const text = body.toString('latin1')
    expect(text.split(`--${boundary}\r\nContent-Type: application/dicom\r\n\r\n`)).toEqual([
      '',
      'first\r\n',
      `second\r\n--${boundary}--\r\n`,
    ])
  })

  it("reads a STOW answer's stored and failed instances", () => {
    const answer = {
      '00081199': { vr: 'SQ', Value: [{ '00081155': { vr: 'UI', Value: ['1.2.3'] } }] },
      '00081198': {
        vr: 'SQ',
        Value: [{ '00081155': { vr: 'UI', Value: ['1.2.4'] }, '00081197': { vr: 'US', Value: [0xa700] } }],
      },
    }
    expect(readStowAnswer(answer)).toEqual({
      stored: ['1.2.3'],
      failed: [{ sopInstanceUid: '1.2.4', reason: 0xa700 }],
    })
    expect(readStowAnswer(null)).toEqual({ stored: [], failed: [] })
  })

  it('names each refusal in words the UI can say, and which are worth trying again', () => {
    const cases = [401, 403, 409, 413, 400, 500, 503].map((status) => {
      const error = errorOfStatus(status, 'x')
      return [status, error.code, error.retryable]
    })
    expect(cases).toEqual([
      [401, 'unauthorized', false],
      [403, 'forbidden', false],
      [409, 'conflict', false],
      [413, 'too_large', false],
      [400, 'refused', false],
      [500, 'server', true],
      [503, 'server', true],
    ])
  })

  it("keeps a 409's Failure Reasons on the error, for the queue to judge", async () => {
    const refused = {
      '00081198': {
        vr: 'SQ',
        Value: [
          { '00081155': { vr: 'UI', Value: ['1.2.4'] }, '00081197': { vr: 'US', Value: [0xa700] } },
          { '00081155': { vr: 'UI', Value: ['1.2.5'] }, '00081197': { vr: 'US', Value: [0x0122] } },
        ],
      },
    }
    const fetchImpl = (async () =>
      new Response(JSON.stringify(refused), {
        status: 409,
        headers: { 'content-type': 'application/dicom+json' },
      })) as typeof fetch
    const error = await stow({ baseUrl: 'http://127.0.0.1:9', auth: { kind: 'none' }, fetchImpl }, [
      Buffer.from('x'),
    ]).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ArchiveError)
    expect((error as ArchiveError).code).toBe('conflict')
    expect((error as ArchiveError).reasons).toEqual([0xa700, 0x0122])
  })
})
