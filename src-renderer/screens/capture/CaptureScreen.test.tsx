/**
 * The consent gate on the capture screen: without a recorded consent to analysis (when the clinic requires
 * one) the camera does not open and the gate records it; with it, or when the clinic switched the rule off,
 * the capture session opens. Offline is the same screen: main answers `subjects.get` from its cache, so the
 * gate depends only on what main answers, never on the network (the e2e journeys cover main's side).
 * happy-dom has no camera: the session shows its no-camera notice, which is enough to see it opened.
 */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Consent, PreferencesView, Subject } from '../../../src-shared/contract'
import { answer, callsTo } from '../../testing/fakeSkin'
import { renderScreen } from '../../testing/renderScreen'
import { CaptureScreen } from './CaptureScreen'
import { useOperator } from '../../store/operatorStore'

const target = { datasetId: 'd1', subjectId: 's1', datasetName: 'Clinic', subjectName: 'Ada Lovelace' }
const consent: Consent = { by: 'Dr. Kim', at: '2026-11-20T09:00:00.000Z', scopes: ['analysis', 'reports'] }

function subject(withConsent: Consent | null): Subject {
  return {
    id: 's1',
    datasetId: 'd1',
    name: 'Ada Lovelace',
    birthDate: null,
    biologicalSex: null,
    createdAt: null,
    patientId: null,
    consent: withConsent,
  }
}

function preferences(photoConsentRequired: boolean): PreferencesView {
  return {
    reportLocale: 'en',
    clinicName: '',
    clinicAddress: '',
    clinicianName: '',
    photoConsentRequired,
    cacheRetentionDays: 30,
    privacyScreenMinutes: 5,
    reportsSaveOutside: true,
    subjectsDeleteAtService: true,
    noiseFloors: {},
    rules: { policy: 'none', fixed: [], privacyScreenMinutesMax: null },
  }
}

function world(required: boolean, recorded: Consent | null): void {
  answer('preferences.get', preferences(required))
  answer('subjects.get', subject(recorded))
  answer('capture.options', { tripletAvailable: true })
  answer('capture.analysis', { state: 'attached', applicationName: 'Face Skin Metrics', takesTriplet: false })
}

const open = (language: 'en' | 'de' = 'en') =>
  renderScreen(<CaptureScreen target={target} initialMode="triplet" />, { language })

describe('the consent gate', () => {
  it('keeps the camera closed until consent to analysis is recorded, then records it through main', async () => {
    world(true, null)
    // main records the signed-in operator as who recorded it
    useOperator.getState().setStatus({
      state: 'signedIn',
      operator: { id: 'op-1', name: 'Dr. Kim', role: 'clinician' },
    })
    answer('subjects.recordConsent', (args) =>
      subject({ by: 'Dr. Kim', at: '2026-11-25T10:00:00.000Z', scopes: args.scopes }),
    )
    await open()
    const gate = await screen.findByTestId('consent-gate')
    expect(gate.getAttribute('role')).toBe('alert')
    expect(screen.queryByTestId('capture-session')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Record consent' }))
    const dialog = screen.getByRole('dialog', { name: 'Record photo consent' })
    // who records it is the signed-in operator: shown, not typed
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.getByTestId('consent-by').textContent).toBe('Recorded by Dr. Kim, who is signed in.')
    await userEvent.click(screen.getByRole('checkbox', { name: 'anonymised research' }))
    await userEvent.click(screen.getAllByRole('button', { name: 'Record consent' }).at(-1) as HTMLElement)
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    expect(callsTo('subjects.recordConsent')).toEqual([
      { datasetId: 'd1', subjectId: 's1', scopes: ['analysis', 'reports', 'research'] },
    ])
  })

  it('stays closed for a consent to reports only: the photo is for analysis', async () => {
    world(true, { ...consent, scopes: ['reports'] })
    await open()
    expect(await screen.findByTestId('consent-gate')).toBeTruthy()
    expect(screen.queryByTestId('capture-session')).toBeNull()
  })

  it('opens the capture session once consent to analysis is recorded', async () => {
    world(true, consent)
    await open()
    expect(await screen.findByTestId('capture-session')).toBeTruthy()
    expect(screen.queryByTestId('consent-gate')).toBeNull()
  })

  it('opens without a consent where the clinic switched the rule off', async () => {
    world(false, null)
    await open()
    expect(await screen.findByTestId('capture-session')).toBeTruthy()
    expect(screen.queryByTestId('consent-gate')).toBeNull()
  })

  it('says in German what is missing', async () => {
    world(true, null)
    await open('de')
    const gate = await screen.findByTestId('consent-gate')
    expect(gate.querySelector('h2')?.textContent).toBe('Zuerst die Fotoeinwilligung')
    expect(gate.textContent).toContain('noch keine erfasst. Erfassen Sie sie vor dem ersten Foto.')
  })
})
