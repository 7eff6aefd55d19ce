import { describe, expect, it } from 'vitest'
import { appErrorCodes } from '../../../src-shared/contract'
import { ArchiveError, type ArchiveErrorCode } from '../archive/dicomWeb'
import { AppFailure } from '../appFailure'
import { RecordError, type RecordErrorCode } from '../record/recordError'
import { failureOf, refusalOf } from './deliveryProblem'

const archiveCodes: ArchiveErrorCode[] = [
  'unauthorized',
  'forbidden',
  'conflict',
  'too_large',
  'server',
  'unreachable',
  'refused',
  'bad_answer',
]
const recordCodes: RecordErrorCode[] = [
  'record_unauthorized',
  'record_forbidden',
  'record_rejected',
  'record_conflict',
  'record_too_large',
  'record_server_error',
  'record_unreachable',
  'record_timeout',
  'record_unreadable_answer',
  'record_token_refused',
]

describe('a delivery’s problem', () => {
  it('is a contract error code the screens translate, for every refusal of either target', () => {
    for (const code of archiveCodes)
      expect(appErrorCodes).toContain(refusalOf(new ArchiveError(code, null, 'x')).problem.code)
    for (const code of recordCodes)
      expect(appErrorCodes).toContain(refusalOf(new RecordError({ code, status: null })).problem.code)
  })

  it('waits for what may go later and keeps the rest refused', () => {
    const retried = (error: unknown) => refusalOf(error).retry
    expect(archiveCodes.filter((code) => retried(new ArchiveError(code, 500, 'x')))).toEqual([
      'server',
      'unreachable',
    ])
    // a 409 waits only while the archive is out of resources (0xA7xx) for every instance it refused
    expect(retried(new ArchiveError('conflict', 409, 'x', [0xa700, 0xa7ff]))).toBe(true)
    expect(retried(new ArchiveError('conflict', 409, 'x', [0xa700, 0x0122]))).toBe(false)
    expect(retried(new ArchiveError('conflict', 409, 'x', [0xc000]))).toBe(false)
    expect(retried(new ArchiveError('conflict', 409, 'x'))).toBe(false)
    expect(recordCodes.filter((code) => retried(new RecordError({ code, status: null })))).toEqual([
      'record_conflict',
      'record_server_error',
      'record_unreachable',
      'record_timeout',
    ])
    expect(retried(new AppFailure('not_connected'))).toBe(true)
    expect(retried(new AppFailure('not_cached'))).toBe(true)
    expect(retried(new AppFailure('record_number_missing'))).toBe(false)
    expect(refusalOf(new Error('a bug'))).toEqual({
      problem: { code: 'internal', status: null, issues: [] },
      retry: false,
    })
  })

  it('keeps the OperationOutcome’s issues for the screen, and gives a channel the code alone', () => {
    const issues = [
      { severity: 'error', code: 'invalid', text: 'Patient.birthDate is invalid', where: ['x'] },
    ]
    const error = new RecordError({ code: 'record_rejected', status: 400, issues })
    expect(refusalOf(error).problem).toEqual({ code: 'record_rejected', status: 400, issues })
    expect(failureOf(error)).toMatchObject({ code: 'record_rejected' })
    expect((failureOf(error) as Error).message).not.toContain('birthDate')
    expect(failureOf(new ArchiveError('too_large', 413, 'x'))).toMatchObject({ code: 'archive_too_large' })
  })
})
