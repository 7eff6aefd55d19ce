/**
 * The before/after sheet dialog over a fake main: the visits offered (the first and the latest analysed capture,
 * or compare's pair), the sides both have, what is measured and sent to `sheets.make`, the sheet made and opened,
 * nothing sent without a side, and a marketing sheet refused for want of consent: said in words (German), the
 * consent recorded from the dialog with the scope `marketing`, then made. The faces are measured by a stand-in
 * (happy-dom has no face model); the e2e test measures real photos.
 */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { CaptureSide, SavedReport, Subject, Visit } from '../../../src-shared/contract'
import type { FaceShot } from '../../../src-shared/domain/faceMatch'
import { answer, callsTo, fail } from '../../testing/fakeSkin'
import { aFaceShot } from '../../../tests/support/faceShots'
import { rednessRecord } from '../../testing/records'
import { renderScreen } from '../../testing/renderScreen'
import { useNavigation } from '../../store/navigation'
import { sheetNames } from './sheetNames'
import { useOperator } from '../../store/operatorStore'
import type { ChosenPair } from './sheetChoices'
import { SheetDialog } from './SheetDialog'

const target = { datasetId: 'd1', subjectId: 's1', datasetName: 'Clinic', subjectName: 'Ada Lovelace' }
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9)).toISOString()

function photo(
  imageId: string,
  batchId: string | null,
  side: CaptureSide | null,
  day: number,
  ok = true,
): Visit {
  const record = { ...rednessRecord(imageId, 50), is_ok: ok }
  return { imageId, batchId, side, capturedAt: at(day), results: [record] }
}

// newest first, as main gives them: b1 a triplet, b2 a front photo, b3 front and left, and one never analysed
const visits = [
  photo('i-late', null, null, 25, false),
  photo('b3-left', 'b3', 'left', 20),
  photo('b3-front', 'b3', 'front', 20),
  photo('b2-front', 'b2', 'front', 10),
  photo('b1-right', 'b1', 'right', 1),
  photo('b1-left', 'b1', 'left', 1),
  photo('b1-front', 'b1', 'front', 1),
]

const subject = (scopes: Subject['consent']): Subject => ({
  id: 's1',
  datasetId: 'd1',
  name: 'Ada Lovelace',
  birthDate: null,
  biologicalSex: null,
  createdAt: null,
  patientId: null,
  consent: scopes,
})

const sheet = (purpose: 'patientFile' | 'marketing'): SavedReport => ({
  id: 'sheet-1',
  datasetId: 'd1',
  subjectId: 's1',
  subjectName: 'Ada Lovelace',
  imageId: 'b3-front',
  visitAt: at(20),
  locale: 'en',
  createdAt: at(26),
  bytes: 1000,
  sha256: 'x',
  defaultFileName: 'before-after.pdf',
  savedPath: null,
  kind: 'beforeAfter',
  sheet: { purpose, crop: 'face', beforeAt: at(1), sides: ['front'] },
})

/** Each photo's face, told apart by its width; the order photos were measured in. */
let measured: string[] = []
const shotOf = (imageId: string): FaceShot => aFaceShot({ width: 1000 + imageId.length })
const measure = async (imageId: string) => {
  measured.push(imageId)
  return imageId === 'b1-left' ? null : shotOf(imageId)
}

beforeEach(() => {
  measured = []
  useNavigation.getState().reset()
  answer('history.forSubject', { subjectId: 's1', since: null, visits, fromCache: true, fetchedAt: null })
  answer('sheets.make', (args) => sheet(args.purpose))
  answer('subjects.get', subject({ by: 'Dr. Kim', at: at(1), scopes: ['analysis', 'reports'] }))
  useOperator
    .getState()
    .setStatus({ state: 'signedIn', operator: { id: 'op-1', name: 'Dr. Kim', role: 'clinician' } })
})

async function open(language: 'en' | 'de' = 'en', wanted: ChosenPair | null = null) {
  await renderScreen(<SheetDialog target={target} wanted={wanted} onClose={() => {}} measure={measure} />, {
    language,
  })
  return within(await screen.findByTestId('sheet-dialog'))
}
const value = (el: HTMLElement) => (el as HTMLSelectElement).value
const sideBoxes = (dialog: ReturnType<typeof within>) =>
  dialog
    .getAllByRole('checkbox')
    .map((c: HTMLElement) => [c.getAttribute('data-testid'), (c as HTMLInputElement).checked])

describe('the before/after sheet dialog', () => {
  it('offers the first and the latest analysed visits and the sides both have, all ticked', async () => {
    const dialog = await open()
    await waitFor(() => expect(value(dialog.getByLabelText('Earlier visit'))).toBe('b1'))
    expect(value(dialog.getByLabelText('Later visit'))).toBe('b3')
    // the later visit is one after the earlier: not b1 itself
    expect(
      within(dialog.getByLabelText('Later visit'))
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['b2', 'b3'])
    expect(sideBoxes(dialog)).toEqual([
      ['sheet-side-front', true],
      ['sheet-side-left', true],
    ])
    // the patient's file first; the crop only for marketing
    expect(dialog.getByRole('radio', { name: /For the patient's file/ }).getAttribute('aria-checked')).toBe(
      'true',
    )
    expect(dialog.queryByRole('radiogroup', { name: 'Photos show' })).toBeNull()
    // another later visit: the sides it shares
    await userEvent.selectOptions(dialog.getByLabelText('Later visit'), 'b2')
    expect(sideBoxes(dialog)).toEqual([['sheet-side-front', true]])
  })

  it('starts from compare’s pair, earlier first whichever way round compare has it', async () => {
    const dialog = await open('en', { before: 'b3', after: 'b2' })
    await waitFor(() => expect(value(dialog.getByLabelText('Earlier visit'))).toBe('b2'))
    expect(value(dialog.getByLabelText('Later visit'))).toBe('b3')
  })

  it('measures each chosen side’s two photos, sends them with their faces, then opens the sheet made', async () => {
    const dialog = await open()
    await waitFor(() => expect(value(dialog.getByLabelText('Earlier visit'))).toBe('b1'))
    await userEvent.selectOptions(dialog.getByLabelText('Sheet language', { selector: 'select' }), 'de')
    // a crop picked for marketing is not sent for the patient's file
    await userEvent.click(dialog.getByRole('radio', { name: /For education or marketing/ }))
    await userEvent.click(dialog.getByRole('radio', { name: 'The treated zones' }))
    await userEvent.click(dialog.getByRole('radio', { name: /For the patient's file/ }))
    await userEvent.click(dialog.getByRole('button', { name: 'Make the sheet' }))
    await dialog.findByTestId('sheet-made')
    expect(measured).toEqual(['b1-front', 'b3-front', 'b1-left', 'b3-left'])
    expect(callsTo('sheets.make')).toEqual([
      {
        datasetId: 'd1',
        subjectId: 's1',
        subjectName: 'Ada Lovelace',
        before: { key: 'b1', at: at(1) },
        after: { key: 'b3', at: at(20) },
        pairs: [
          {
            side: 'front',
            beforeImageId: 'b1-front',
            afterImageId: 'b3-front',
            beforeShot: shotOf('b1-front'),
            afterShot: shotOf('b3-front'),
          },
          // no face found in the earlier left photo: sent without one, shown as taken
          {
            side: 'left',
            beforeImageId: 'b1-left',
            afterImageId: 'b3-left',
            beforeShot: null,
            afterShot: shotOf('b3-left'),
          },
        ],
        purpose: 'patientFile',
        crop: 'face',
        locale: 'de',
        // the measures named in the sheet's language, as the screens name them
        names: sheetNames('de'),
      },
    ])
    await userEvent.click(dialog.getByRole('button', { name: 'Open' }))
    const shown = useNavigation.getState().screen
    expect(shown.name === 'report' ? shown.report.id : null).toBe('sheet-1')
  })

  it('sends nothing without a side, and says so beside the sides', async () => {
    const dialog = await open()
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Front' }))
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Left side' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Make the sheet' }))
    expect(dialog.getByTestId('sheet-sides-error').textContent).toBe('Choose at least one side.')
    expect(callsTo('sheets.make')).toEqual([])
    expect(measured).toEqual([])
  })

  it('says in German why a marketing sheet was refused, records the consent from there, then makes it', async () => {
    fail('sheets.make', 'consent_marketing_required')
    answer('subjects.recordConsent', (args) => subject({ by: 'Dr. Kim', at: at(26), scopes: args.scopes }))
    const dialog = await open('de')
    await waitFor(() => expect(value(dialog.getByLabelText('Früherer Besuch'))).toBe('b1'))
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Linke Seite' }))
    await userEvent.click(dialog.getByRole('radio', { name: /Für Ausbildung oder Werbung/ }))
    await userEvent.click(dialog.getByRole('radio', { name: 'Die behandelten Zonen' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Blatt erstellen' }))
    const refusal = await dialog.findByTestId('sheet-error')
    expect(refusal.textContent).toContain('nicht eingewilligt')
    expect(dialog.queryByTestId('sheet-made')).toBeNull()

    await userEvent.click(dialog.getByRole('button', { name: 'Einwilligung erfassen…' }))
    const consent = within(await screen.findByTestId('consent-dialog'))
    await userEvent.click(consent.getByRole('checkbox', { name: 'Ausbildung und Werbung' }))
    await userEvent.click(consent.getByRole('button', { name: 'Einwilligung erfassen' }))
    await dialog.findByTestId('sheet-consented')
    expect(callsTo('subjects.recordConsent')).toEqual([
      { datasetId: 'd1', subjectId: 's1', scopes: ['analysis', 'reports', 'marketing'] },
    ])
    expect(dialog.queryByTestId('sheet-error')).toBeNull()

    answer('sheets.make', (args) => sheet(args.purpose))
    await userEvent.click(dialog.getByRole('button', { name: 'Blatt erstellen' }))
    await dialog.findByTestId('sheet-made')
    const sent = callsTo('sheets.make') as { purpose: string; crop: string; pairs: { side: string }[] }[]
    expect(sent.map((a) => [a.purpose, a.crop, a.pairs.map((p) => p.side)])).toEqual([
      ['marketing', 'treatedZones', ['front']],
      ['marketing', 'treatedZones', ['front']],
    ])
  })
})
