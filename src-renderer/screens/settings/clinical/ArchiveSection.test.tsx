/**
 * Settings → Image archive (DICOM), issue 44: the DICOMweb root and basic or bearer authentication, the password a
 * masked input that never shows what is saved; checked beside each field; read-only for clinicians; "Test the
 * connection" in words.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ArchiveSettingsView } from '../../../../src-shared/contract'
import { useOperator } from '../../../store/operatorStore'
import { answer, callsTo, fail } from '../../../testing/fakeSkin'
import { renderScreen } from '../../../testing/renderScreen'
import { ArchiveSection } from './ArchiveSection'

const saved: ArchiveSettingsView = {
  enabled: false,
  baseUrl: '',
  auth: 'none',
  username: '',
  autoArchive: false,
  secretSaved: false,
}

function signIn(role: 'administrator' | 'clinician') {
  useOperator.getState().setStatus({ state: 'signedIn', operator: { id: 'op-1', name: 'Ada', role } })
}

beforeEach(() => {
  answer('archive.settings.get', saved)
  answer('archive.settings.set', ({ settings, secret }) => ({
    ...settings,
    secretSaved: secret !== null && secret !== '',
  }))
})

const field = (label: RegExp) => screen.getByLabelText(label)
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } })

describe('the image archive section', () => {
  it('lets an administrator switch it on with basic authentication and save', async () => {
    signIn('administrator')
    await renderScreen(<ArchiveSection />)
    fireEvent.click(await screen.findByLabelText('Archive visits in the PACS'))
    type(/^DICOMweb address/, 'http://localhost:8042/dicom-web')
    fireEvent.change(field(/^Sign in with/), { target: { value: 'basic' } })
    type(/^User name/, ' skin ')
    type(/^Password/, 'pw')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved')
    expect(callsTo('archive.settings.set')).toEqual([
      {
        settings: {
          enabled: true,
          baseUrl: 'http://localhost:8042/dicom-web',
          auth: 'basic',
          username: 'skin',
          autoArchive: false,
        },
        secret: 'pw',
      },
    ])
    expect(description(field(/^Password/))).toBe('Saved in the keychain. Leave this empty to keep it.')
  })

  it('says beside each field what is wrong, and saves nothing', async () => {
    signIn('administrator')
    await renderScreen(<ArchiveSection />)
    fireEvent.click(await screen.findByLabelText('Archive visits in the PACS'))
    fireEvent.change(field(/^Sign in with/), { target: { value: 'basic' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(description(field(/^DICOMweb address/))).toBe('Enter the address.'))
    expect(description(field(/^User name/))).toBe('Enter the user name.')
    expect(callsTo('archive.settings.set')).toEqual([])
  })

  it('shows a clinician the settings read-only', async () => {
    answer('archive.settings.get', {
      ...saved,
      enabled: true,
      baseUrl: 'https://pacs.example/dicom-web',
      auth: 'bearer',
      secretSaved: true,
    })
    signIn('clinician')
    await renderScreen(<ArchiveSection />)
    expect(
      ((await screen.findByDisplayValue('https://pacs.example/dicom-web')) as HTMLInputElement).disabled,
    ).toBe(true)
    expect((field(/^Bearer token/) as HTMLInputElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(
      screen.getByText('Only an administrator can change the connection to the image archive.'),
    ).toBeTruthy()
  })

  it.each([
    ['en', null, 'It works: the image archive answered (Orthanc 1.12.6).'],
    [
      'de',
      'archive_unauthorized',
      'Der Test hat nicht funktioniert: Das Bildarchiv hat Benutzername, Passwort oder Token nicht angenommen (401). Prüfen Sie Einstellungen → Bildarchiv und archivieren Sie dann erneut.',
    ],
  ] as const)(
    'tests the connection (%s, %s) and says the outcome in words',
    async (language, code, words) => {
      if (code) fail('archive.test', code)
      else answer('archive.test', { software: 'Orthanc', version: '1.12.6' })
      signIn('administrator')
      await renderScreen(<ArchiveSection />, { language })
      fireEvent.click(
        await screen.findByRole('button', {
          name: language === 'en' ? 'Test the connection' : 'Verbindung testen',
        }),
      )
      expect(await screen.findByText(words)).toBeTruthy()
    },
  )
})
