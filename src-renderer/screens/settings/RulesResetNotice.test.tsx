/**
 * Issue 41: administrators are told in Settings that the clinic's rules were reset to the strictest because the
 * settings file was changed outside the app (or their key is gone), in English and German, until one keeps them
 * (saved as they apply, all but the ones the IT policy fixes); clinicians are not.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { PreferencesView } from '../../../src-shared/contract'
import { useOperator } from '../../store/operatorStore'
import { answer, callsTo } from '../../testing/fakeSkin'
import { renderScreen } from '../../testing/renderScreen'
import { RulesResetNotice } from './RulesResetNotice'

function preferences(reset: NonNullable<PreferencesView['rules']['reset']> | null): PreferencesView {
  return {
    reportLocale: 'en',
    clinicName: '',
    clinicAddress: '',
    clinicianName: '',
    photoConsentRequired: true,
    cacheRetentionDays: 7,
    privacyScreenMinutes: 1,
    reportsSaveOutside: false,
    subjectsDeleteAtService: false,
    noiseFloors: {},
    rules: { policy: 'applied', fixed: ['reportsSaveOutside'], privacyScreenMinutesMax: null, reset },
  }
}

const signedInAs = (role: 'administrator' | 'clinician') =>
  useOperator.getState().setStatus({ state: 'signedIn', operator: { id: 'op-1', name: 'Ada', role } })

describe('the rules reset notice', () => {
  it('tells an administrator why, and keeps the rules as they apply', async () => {
    signedInAs('administrator')
    let view = preferences({ at: '2026-11-26T10:00:00.000Z', reason: 'changed' })
    answer('preferences.get', () => view)
    answer('preferences.set', () => {
      view = preferences(null)
      return view
    })
    await renderScreen(<RulesResetNotice />)
    const notice = await screen.findByTestId('rules-reset')
    expect(notice.textContent).toContain("The clinic's rules were reset to the strictest values")
    expect(notice.textContent).toContain('changed outside the app (edited, or an older copy put back)')
    await userEvent.click(screen.getByRole('button', { name: 'Keep these rules' }))
    expect(callsTo('preferences.set')).toEqual([
      {
        photoConsentRequired: true,
        privacyScreenMinutes: 1,
        cacheRetentionDays: 7,
        subjectsDeleteAtService: false,
      },
    ])
    await waitFor(() => expect(screen.queryByTestId('rules-reset')).toBeNull())
  })

  it('says a lost key in German', async () => {
    signedInAs('administrator')
    answer('preferences.get', preferences({ at: '2026-11-26T10:00:00.000Z', reason: 'keyLost' }))
    await renderScreen(<RulesResetNotice />, { language: 'de' })
    const notice = await screen.findByTestId('rules-reset')
    expect(notice.textContent).toContain('fehlte der Schlüssel, der die Regeln versiegelt')
    expect(screen.getByRole('button', { name: 'Diese Regeln behalten' })).toBeTruthy()
  })

  it('is not shown to a clinician', async () => {
    signedInAs('clinician')
    answer('preferences.get', preferences({ at: '2026-11-26T10:00:00.000Z', reason: 'changed' }))
    await renderScreen(<RulesResetNotice />)
    await waitFor(() => expect(callsTo('preferences.get').length).toBeGreaterThan(0))
    expect(screen.queryByTestId('rules-reset')).toBeNull()
  })
})
