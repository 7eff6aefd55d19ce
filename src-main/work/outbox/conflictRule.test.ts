/**
 * The consent part of the outbox's conflict rule (issue 41): a consent recorded here, perhaps offline, never
 * overwrites one recorded later at the service, nor a clearing there since this workstation read the subject.
 */
import { describe, expect, it } from 'vitest'
import type { Consent } from '../../../src-shared/contract'
import { consentConflictNotice, resolveConsent } from './conflictRule'

const consent = (at: string, scopes: Consent['scopes'] = ['analysis'], by = 'Ada'): Consent => ({
  by,
  at,
  scopes,
})
const read = consent('2026-11-20T09:00:00.000Z', ['analysis', 'reports'], 'Bo')
const ours = consent('2026-11-26T10:00:00.000Z', ['analysis', 'reports'])

describe('a consent recorded here meets the service’s', () => {
  it('goes when the service’s is still the one read here, whatever its clock said', () => {
    expect(resolveConsent(read, ours, read)).toEqual({ stands: 'ours' })
    expect(resolveConsent(null, ours, null)).toEqual({ stands: 'ours' })
    // the other workstation's clock ran ahead: what was read here is still what is there, so ours is later
    const ahead = consent('2026-11-27T00:00:00.000Z', ['reports'], 'Cy')
    expect(resolveConsent(ahead, ours, ahead)).toEqual({ stands: 'ours' })
    // the same record in another spelling of its time (the service may write it back otherwise)
    expect(resolveConsent(read, ours, { ...read, at: '2026-11-20T09:00:00Z' })).toEqual({ stands: 'ours' })
  })

  it('stands back for a consent recorded there later: narrowed, widened or again', () => {
    const narrowed = consent('2026-11-26T11:00:00.000Z', ['reports'], 'Cy')
    expect(resolveConsent(read, ours, narrowed)).toEqual({ stands: 'theirs', why: 'consentNewer' })
    expect(resolveConsent(null, ours, narrowed)).toEqual({ stands: 'theirs', why: 'consentNewer' })
    // a row of an earlier version (no base): the time alone
    expect(resolveConsent(undefined, ours, narrowed)).toEqual({ stands: 'theirs', why: 'consentNewer' })
  })

  it('replaces one recorded there earlier than it', () => {
    const earlier = consent('2026-11-25T08:00:00.000Z', ['reports'], 'Cy')
    expect(resolveConsent(read, ours, earlier)).toEqual({ stands: 'ours' })
    // sent before, its answer lost: the service has ours already, and it goes again (the same write)
    expect(resolveConsent(read, ours, ours)).toEqual({ stands: 'ours' })
  })

  it('stands back for a clearing since the subject was read here (the service keeps no time of it)', () => {
    expect(resolveConsent(read, ours, null)).toEqual({ stands: 'theirs', why: 'consentCleared' })
    // never had one, and none now: nothing was cleared
    expect(resolveConsent(null, ours, null)).toEqual({ stands: 'ours' })
    // an earlier version's row cannot tell a clearing from none: it goes, as it always did
    expect(resolveConsent(undefined, ours, null)).toEqual({ stands: 'ours' })
  })

  it('says both in its notice', () => {
    expect(consentConflictNotice('consentCleared', ours, null)).toEqual({
      key: 'consentCleared',
      fields: [],
      consent: { ours, theirs: null },
    })
  })
})
