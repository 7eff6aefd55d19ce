/**
 * The audit trail's CSV: RFC 4180 quoting, a name a spreadsheet would run as a formula written as text, the
 * chain's state in the last line; and the sign-in throttle's waits (five free tries, then 30 s doubling to 15 min).
 */
import { describe, expect, it } from 'vitest'
import { auditCsv } from './auditCsv'
import { waitAfter } from '../operators/signInThrottle'
import type { AuditEntryView } from '../../../src-shared/contract'

const entry = (operatorName: string, detail: Record<string, string> = {}): AuditEntryView => ({
  seq: 1,
  at: '2026-11-26T09:00:00.000Z',
  operatorId: 'op-1',
  operatorName,
  action: 'consent.record',
  subjectId: 's-1',
  detail,
})

describe('the audit CSV', () => {
  it('quotes what needs it and never writes a formula', () => {
    const csv = auditCsv(
      [
        entry('=HYPERLINK("http://x")'),
        entry('Berg, Ida "Dr."', { scopes: 'analysis reports' }),
        entry('-1+2'),
      ],
      { intact: true, entries: 3, brokenAt: null },
    )
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe('seq,time_utc,operator,operator_id,action,subject_id,detail')
    expect(lines[1]).toBe(`1,2026-11-26T09:00:00.000Z,"'=HYPERLINK(""http://x"")",op-1,consent.record,s-1,`)
    expect(lines[2]).toBe(
      '1,2026-11-26T09:00:00.000Z,"Berg, Ida ""Dr.""",op-1,consent.record,s-1,scopes=analysis reports',
    )
    expect(lines[3]).toBe("1,2026-11-26T09:00:00.000Z,'-1+2,op-1,consent.record,s-1,")
    expect(lines[4]).toBe('#,chain intact,,,,,')
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(auditCsv([], { intact: false, entries: 4, brokenAt: 3 })).toContain('chain broken at entry 3')
  })
})

describe('the audit CSV: entries no operator made', () => {
  it('names them in words, keeping the id, and an operator by their own name', () => {
    const by = (operatorId: string, operatorName = operatorId) => ({ ...entry(operatorName), operatorId })
    const rows = auditCsv([by('connect'), by('unknown'), by('workstation'), by('connect', 'Connie')], {
      intact: true,
      entries: 4,
      brokenAt: null,
    })
      .split('\r\n')
      .slice(1, 5)
      .map((line) => line.split(',').slice(2, 4))
    expect(rows).toEqual([
      ['the connect screen (nobody signed in)', 'connect'],
      ['nobody signed in', 'unknown'],
      ['the workstation itself', 'workstation'],
      ['Connie', 'connect'],
    ])
  })
})

describe('the sign-in throttle', () => {
  it('lets five tries go at once, then waits 30 s, doubling, at most 15 minutes', () => {
    expect([0, 1, 4].map(waitAfter)).toEqual([0, 0, 0])
    expect([5, 6, 7, 8].map(waitAfter)).toEqual([30_000, 60_000, 120_000, 240_000])
    expect(waitAfter(20)).toBe(15 * 60_000)
  })
})
