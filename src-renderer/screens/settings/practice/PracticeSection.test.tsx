/**
 * Settings → Practice software (GDT), issue 43: administrators edit and save the exchange's settings (checked
 * beside each field first, main's field errors beside theirs too); clinicians see them read-only; "Test the
 * exchange" says what happened in words, in English and German.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PracticeSettings } from '../../../../src-shared/contract'
import { useOperator } from '../../../store/operatorStore'
import { answer, callsTo, fail, failAt } from '../../../testing/fakeSkin'
import { renderScreen } from '../../../testing/renderScreen'
import { PracticeSection } from './PracticeSection'

const saved: PracticeSettings = {
  enabled: false,
  folder: '',
  pvsName: 'PVS',
  ownName: 'SKIN',
  version: '2.10',
  charset: 'cp437',
  fileName: '{receiver}{sender}.gdt',
  datasetId: null,
}

function signIn(role: 'administrator' | 'clinician') {
  useOperator.getState().setStatus({ state: 'signedIn', operator: { id: 'op-1', name: 'Ada', role } })
}

beforeEach(() => {
  answer('practice.settings.get', saved)
  answer('practice.status', { watching: false, problems: [], resultsWaiting: 0 })
  answer('datasets.list', {
    count: 1,
    page: 1,
    pageSize: 100,
    hasNext: false,
    hasPrevious: false,
    results: [{ id: 'ds-1', name: 'Dermatology', imageTypeName: null, createdAt: null }],
    fromCache: false,
    fetchedAt: null,
  })
  answer('practice.settings.set', (args) => args as PracticeSettings)
})

const field = (label: RegExp) => screen.getByLabelText(label)
const disabled = (element: HTMLElement) => (element as HTMLInputElement).disabled
const invalid = (element: HTMLElement) => element.getAttribute('aria-invalid') === 'true'
/** The words that describe a control to a screen reader (its hint, or its error). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } })

describe('the practice software section', () => {
  it('lets an administrator switch the exchange on and save every field', async () => {
    signIn('administrator')
    await renderScreen(<PracticeSection />)
    fireEvent.click(await screen.findByLabelText('Exchange files with the practice software'))
    type(/^Exchange folder/, '  /srv/gdt ')
    type(/^The PVS's short name/, 'PVS1')
    type(/^This workstation's short name/, 'SKIN')
    fireEvent.change(field(/^GDT version/), { target: { value: '3.0' } })
    fireEvent.change(field(/^Character set/), { target: { value: 'iso8859-15' } })
    await screen.findByRole('option', { name: 'Dermatology' })
    fireEvent.change(field(/^Dataset for new patients/), { target: { value: 'ds-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Saved')
    expect(callsTo('practice.settings.set')).toEqual([
      {
        enabled: true,
        folder: '/srv/gdt',
        pvsName: 'PVS1',
        ownName: 'SKIN',
        version: '3.0',
        charset: 'iso8859-15',
        fileName: '{receiver}{sender}.gdt',
        datasetId: 'ds-1',
      },
    ])
  })

  it('shows a clinician the settings read-only, and says who may change them', async () => {
    answer('practice.settings.get', {
      ...saved,
      enabled: true,
      folder: '/srv/gdt',
      pvsName: 'PVS1',
      ownName: 'SKIN',
    })
    signIn('clinician')
    await renderScreen(<PracticeSection />)
    expect(disabled(await screen.findByDisplayValue('/srv/gdt'))).toBe(true)
    expect(disabled(field(/^The PVS's short name/))).toBe(true)
    expect(disabled(field(/^Character set/))).toBe(true)
    expect(disabled(screen.getByLabelText('Exchange files with the practice software'))).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Test the exchange' })).toBeNull()
    expect(
      screen.getByText('Only an administrator can change the connection to the practice software.'),
    ).toBeTruthy()
  })

  it('says beside each field what is wrong, and saves nothing', async () => {
    signIn('administrator')
    await renderScreen(<PracticeSection />)
    fireEvent.click(await screen.findByLabelText('Exchange files with the practice software'))
    type(/^The PVS's short name/, 'PV 1')
    type(/^This workstation's short name/, '')
    type(/^Results file name/, '../out.gdt')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter the exchange folder.')).toBeTruthy()
    expect(field(/^Exchange folder/)).toSatisfy(invalid)
    expect(description(field(/^The PVS's short name/))).toBe(
      'Use 1 to 4 letters or digits, without spaces or umlauts.',
    )
    expect(field(/^This workstation's short name/)).toSatisfy(invalid)
    expect(description(field(/^Results file name/))).toBe('Enter a file name only, without a folder.')
    expect(description(field(/^Dataset for new patients/))).toBe('Choose the dataset new patients go to.')
    expect(callsTo('practice.settings.set')).toEqual([])
  })

  it("puts main's field error beside its field", async () => {
    failAt('practice.settings.set', 'practice_folder_missing', 'folder')
    signIn('administrator')
    await renderScreen(<PracticeSection />, { language: 'de' })
    await screen.findByLabelText(/^Austauschordner/)
    type(/^Austauschordner/, '/nowhere')
    fireEvent.click(await screen.findByRole('button', { name: 'Speichern' }))
    await waitFor(() =>
      expect(description(field(/^Austauschordner/))).toBe(
        'Der Austauschordner wurde nicht gefunden. Prüfen Sie den Pfad und ob das Netzlaufwerk verbunden ist.',
      ),
    )
  })

  it.each([
    ['en', null, 'It works: a test file was written to /srv/gdt/SKINTEST.gdt and removed again.'],
    [
      'en',
      'practice_folder_missing',
      'The test did not work: The exchange folder was not found. Check the path, and that the network share is connected.',
    ],
    [
      'en',
      'practice_folder_not_writable',
      'The test did not work: This workstation may not write in the exchange folder. Ask your IT to allow it.',
    ],
    [
      'de',
      'practice_off',
      'Der Test hat nicht funktioniert: Der Datenaustausch mit der Praxissoftware ist ausgeschaltet. Schalten Sie ihn unter Einstellungen → Praxissoftware (GDT) ein.',
    ],
  ] as const)('tests the exchange (%s, %s) and says the outcome in words', async (language, code, words) => {
    if (code) fail('practice.test', code)
    else answer('practice.test', { path: '/srv/gdt/SKINTEST.gdt' })
    signIn('administrator')
    await renderScreen(<PracticeSection />, { language })
    const button = await screen.findByRole('button', {
      name: language === 'en' ? 'Test the exchange' : 'Austausch testen',
    })
    fireEvent.click(button)
    expect(await screen.findByText(words)).toBeTruthy()
    expect(callsTo('practice.test')).toHaveLength(1)
  })

  it('says how the exchange stands: watched, results waiting, files moved to the error folder and why', async () => {
    answer('practice.status', {
      watching: true,
      resultsWaiting: 2,
      problems: [{ fileName: 'SKINPVS1.gdt', reason: 'lineLength', line: 3, at: '2026-11-26T09:00:00.000Z' }],
    })
    signIn('clinician')
    await renderScreen(<PracticeSection />, { language: 'de' })
    expect(await screen.findByText('Der Austauschordner wird überwacht.')).toBeTruthy()
    expect(
      screen.getByText('2 Ergebnisse warten, bis die PVS die letzte Ergebnisdatei gelesen hat.'),
    ).toBeTruthy()
    const problem = screen.getByRole('listitem')
    expect(problem.textContent).toContain('SKINPVS1.gdt: Die Längenangabe am Anfang von Zeile 3 stimmt nicht')
  })
})
