/**
 * Settings → Record system (FHIR R4), issue 44: administrators fill and save it (checked beside each field first,
 * main's field errors beside theirs too); the token is a password input that says when one is in the keychain,
 * empty keeps it and "Remove" removes it; SMART makes a client key whose public JWK Set shows read-only; clinicians
 * see it all read-only; "Test the connection" says what happened in words, in English and German.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RecordSettingsView } from '../../../../src-shared/contract'
import { useOperator } from '../../../store/operatorStore'
import { answer, callsTo, fail, failAt } from '../../../testing/fakeSkin'
import { renderScreen } from '../../../testing/renderScreen'
import { RecordSection } from './RecordSection'

const saved: RecordSettingsView = {
  enabled: false,
  baseUrl: '',
  patientIdentifierSystem: '',
  auth: 'bearer',
  smartTokenUrl: '',
  smartClientId: '',
  smartScope: 'system/*.cruds',
  entriesPerTransaction: null,
  autoSend: false,
  tokenSaved: false,
  smartPublicJwks: null,
}
const jwks = '{"keys":[{"kty":"EC","crv":"P-384","kid":"k1","alg":"ES384","use":"sig","x":"a","y":"b"}]}'

function signIn(role: 'administrator' | 'clinician') {
  useOperator.getState().setStatus({ state: 'signedIn', operator: { id: 'op-1', name: 'Ada', role } })
}

beforeEach(() => {
  answer('record.settings.get', saved)
  answer('record.settings.set', ({ settings, token }) => ({
    ...settings,
    tokenSaved: token === null ? saved.tokenSaved : token !== '',
    smartPublicJwks: null,
  }))
})

const field = (label: RegExp) => screen.getByLabelText(label)
const disabled = (element: HTMLElement) => (element as HTMLInputElement).disabled
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } })

describe('the record system section', () => {
  it('lets an administrator switch it on with a bearer token and save every field', async () => {
    signIn('administrator')
    await renderScreen(<RecordSection />)
    fireEvent.click(await screen.findByLabelText("Send visits to the patient's record"))
    type(/^FHIR base address/, ' https://ehr.example/fhir/R4 ')
    type(/^Record number system/, 'https://clinic.example/mrn')
    type(/^Bearer token/, 's3cret')
    type(/^Entries per transaction/, '8')
    fireEvent.click(screen.getByLabelText('Send each visit as soon as it is analysed'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved')
    expect(callsTo('record.settings.set')).toEqual([
      {
        settings: {
          enabled: true,
          baseUrl: 'https://ehr.example/fhir/R4',
          patientIdentifierSystem: 'https://clinic.example/mrn',
          auth: 'bearer',
          smartTokenUrl: '',
          smartClientId: '',
          smartScope: 'system/*.cruds',
          entriesPerTransaction: 8,
          autoSend: true,
        },
        token: 's3cret',
      },
    ])
    // the token went to main and left the screen; the keychain holds it now
    expect((field(/^Bearer token/) as HTMLInputElement).value).toBe('')
    expect(description(field(/^Bearer token/))).toBe('Saved in the keychain. Leave this empty to keep it.')
  })

  it('keeps a saved token when the field is left empty, and removes it on "Remove"', async () => {
    answer('record.settings.get', {
      ...saved,
      enabled: true,
      baseUrl: 'https://ehr.example/fhir',
      patientIdentifierSystem: 'urn:mrn',
      tokenSaved: true,
    })
    answer('record.settings.set', ({ settings, token }) => ({
      ...settings,
      tokenSaved: token !== '',
      smartPublicJwks: null,
    }))
    signIn('administrator')
    await renderScreen(<RecordSection />)
    expect((await screen.findByLabelText(/^Bearer token/)).getAttribute('type')).toBe('password')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved')
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(description(field(/^Bearer token/))).toBe('Removed from the keychain when you save.')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsTo('record.settings.set')).toHaveLength(2))
    expect(callsTo('record.settings.set').map((c) => (c as { token: unknown }).token)).toEqual([null, ''])
  })

  it('says beside each field what is wrong, and saves nothing', async () => {
    signIn('administrator')
    await renderScreen(<RecordSection />)
    fireEvent.click(await screen.findByLabelText("Send visits to the patient's record"))
    type(/^FHIR base address/, 'http://ehr.example/fhir')
    type(/^Entries per transaction/, '0')
    fireEvent.change(field(/^Sign in with/), { target: { value: 'smart' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText("Enter the URI of the clinic's record numbers.")).toBeTruthy()
    expect(description(field(/^FHIR base address/))).toBe(
      'Enter a full address that starts with https:// (http:// only for this computer).',
    )
    expect(description(field(/^Token endpoint/))).toBe('Enter the address.')
    expect(description(field(/^Client id/))).toBe('Enter the client id.')
    expect(description(field(/^Entries per transaction/))).toBe(
      'Enter a whole number from 1 to 10000, or leave it empty.',
    )
    expect(callsTo('record.settings.set')).toEqual([])
  })

  it("puts main's field error beside its field, in German", async () => {
    failAt('record.settings.set', 'clinical_secret_missing', 'token')
    signIn('administrator')
    await renderScreen(<RecordSection />, { language: 'de' })
    fireEvent.click(await screen.findByLabelText('Besuche an die Patientenakte senden'))
    type(/^FHIR-Basisadresse/, 'http://127.0.0.1:8103/fhir/R4')
    type(/^System der Aktennummern/, 'urn:mrn')
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() =>
      expect(description(field(/^Bearer-Token/))).toBe(
        'Das Token, das Passwort oder der Client-Schlüssel, den diese Einstellungen brauchen, ist nicht gespeichert. Die Administration kann es unter Einstellungen eingeben.',
      ),
    )
  })

  it('makes a SMART client key and shows its public JWK Set to register, read-only', async () => {
    answer('record.settings.get', { ...saved, auth: 'smart', smartClientId: 'skin-ws' })
    answer('record.smartKey', { ...saved, auth: 'smart', smartClientId: 'skin-ws', smartPublicJwks: jwks })
    signIn('administrator')
    await renderScreen(<RecordSection />)
    expect(await screen.findByText(/^No client key yet/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Make a client key' }))
    const key = (await screen.findByLabelText(/^Public key \(JWK Set\)/)) as HTMLTextAreaElement
    expect(key.value).toBe(jwks)
    expect(key.readOnly).toBe(true)
    expect(description(key)).toBe(
      "Register this public key with the record system for client skin-ws. The private key stays in this computer's keychain.",
    )
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Make a new client key' })).toBeTruthy()
    expect(callsTo('record.smartKey')).toHaveLength(1)
  })

  it('copies the public JWK Set, or says it could not', async () => {
    answer('record.settings.get', {
      ...saved,
      auth: 'smart',
      smartClientId: 'skin-ws',
      smartPublicJwks: jwks,
    })
    signIn('administrator')
    const copied: string[] = []
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    })
    await renderScreen(<RecordSection />)
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('Copied')).toBeTruthy()
    expect(copied).toEqual([jwks])
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }))
    expect(
      await screen.findByText('The key could not be copied. Select it and copy it by hand.'),
    ).toBeTruthy()
    Reflect.deleteProperty(navigator, 'clipboard')
  })

  it('shows a clinician the settings read-only, and says who may change them', async () => {
    answer('record.settings.get', {
      ...saved,
      enabled: true,
      baseUrl: 'https://ehr.example/fhir',
      tokenSaved: true,
    })
    signIn('clinician')
    await renderScreen(<RecordSection />)
    expect(disabled(await screen.findByDisplayValue('https://ehr.example/fhir'))).toBe(true)
    expect(disabled(field(/^Bearer token/))).toBe(true)
    expect(disabled(screen.getByLabelText("Send visits to the patient's record"))).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Test the connection' })).toBeNull()
    expect(
      screen.getByText('Only an administrator can change the connection to the record system.'),
    ).toBeTruthy()
  })

  it.each([
    ['en', null, 'It works: the record system answered (Medplum 4.1.0).'],
    [
      'en',
      'record_token_refused',
      'The test did not work: The record system refused the token. Check Settings → Record system, then send again.',
    ],
    [
      'de',
      'record_unreachable',
      'Der Test hat nicht funktioniert: Das Aktensystem ist nicht erreichbar: Dieser Arbeitsplatz ist offline oder der Server läuft nicht.',
    ],
  ] as const)(
    'tests the connection (%s, %s) and says the outcome in words',
    async (language, code, words) => {
      if (code) fail('record.test', code)
      else answer('record.test', { software: 'Medplum', version: '4.1.0' })
      signIn('administrator')
      await renderScreen(<RecordSection />, { language })
      fireEvent.click(
        await screen.findByRole('button', {
          name: language === 'en' ? 'Test the connection' : 'Verbindung testen',
        }),
      )
      expect(await screen.findByText(words)).toBeTruthy()
      expect(callsTo('record.test')).toHaveLength(1)
    },
  )
})
