/**
 * What a request from the practice software does on screen (issue 43): with a patient found here, the capture
 * (6302), the patient (6301) or the history (6311) opens at once; without one, the operator is asked whether to
 * create them (the question in the app's language, the birth date as it writes dates), and Create opens the screen
 * on the patient main made; Not now dismisses the request. A patient to show who is not known, and a file that could
 * not be read, are said in words. Requests waiting when the page starts are read from main, each acted on once.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { PracticeRequestView } from '../../../src-shared/contract'
import { useNavigation } from '../../store/navigation'
import { answer, callsTo, emit } from '../../testing/fakeSkin'
import { renderScreen } from '../../testing/renderScreen'
import { resetPracticeInbox } from './practiceInbox'
import { PracticeRequests } from './PracticeRequests'

const target = {
  datasetId: 'ds-1',
  subjectId: 'sub-1',
  datasetName: 'Dermatology',
  subjectName: 'Jürgen Müller',
}
const request = (over: Partial<PracticeRequestView> = {}): PracticeRequestView => ({
  id: 'req-1',
  receivedAt: '2026-11-26T09:00:00.000Z',
  kind: 'examination',
  patientNumber: '4711',
  lastName: 'Müller',
  firstName: 'Jürgen',
  birthDate: '1961-04-12',
  sex: 'male',
  match: null,
  ...over,
})

beforeEach(() => {
  resetPracticeInbox()
  useNavigation.getState().reset()
  answer('practice.requests', [])
  answer('practice.resolve', ({ action }) => ({ target: action === 'create' ? target : null }))
})

async function started(language: 'en' | 'de' = 'en') {
  await renderScreen(<PracticeRequests />, { language })
  await waitFor(() => expect(callsTo('practice.requests')).toHaveLength(1))
}

describe('a request from the practice software', () => {
  it.each([
    ['examination', 'capture'],
    ['masterData', 'subject'],
    ['showData', 'subject'],
  ] as const)('with a match (%s) opens the %s screen at once', async (kind, screenName) => {
    await started()
    act(() => emit('practice.request', request({ kind, match: target })))
    expect(useNavigation.getState().screen).toMatchObject({ name: screenName, target })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(callsTo('practice.resolve')).toEqual([])
  })

  it.each([
    ['en', 'Create patient Müller, Jürgen, born Apr 12, 1961, patient number 4711?', 'Create patient'],
    ['de', 'Patient Müller, Jürgen, geboren am 12.04.1961, Patientennummer 4711 anlegen?', 'Patient anlegen'],
  ] as const)(
    'without one asks first (%s), then creates the patient and opens the capture',
    async (language, question, create) => {
      await started(language)
      act(() => emit('practice.request', request()))
      const dialog = await screen.findByRole('dialog')
      expect(dialog.textContent).toContain(question)
      expect(useNavigation.getState().screen.name).toBe('datasets')
      fireEvent.click(screen.getByRole('button', { name: create }))
      await waitFor(() => expect(useNavigation.getState().screen).toMatchObject({ name: 'capture', target }))
      expect(callsTo('practice.resolve')).toEqual([{ id: 'req-1', action: 'create' }])
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    },
  )

  it('Not now dismisses it and opens nothing', async () => {
    await started()
    act(() => emit('practice.request', request({ kind: 'masterData' })))
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(callsTo('practice.resolve')).toEqual([{ id: 'req-1', action: 'dismiss' }]))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useNavigation.getState().screen.name).toBe('datasets')
  })

  it('asks about requests waiting at the start, oldest first, once each', async () => {
    answer('practice.requests', [
      request({ id: 'req-a', lastName: 'Alt' }),
      request({ id: 'req-b', lastName: 'Berg' }),
    ])
    await renderScreen(<PracticeRequests />)
    expect((await screen.findByRole('dialog')).textContent).toContain('Create patient Alt, Jürgen')
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    await waitFor(() =>
      expect(screen.getByRole('dialog').textContent).toContain('Create patient Berg, Jürgen'),
    )
    // the same request again as an event (sent while the page read the list): not asked twice
    act(() => emit('practice.request', request({ id: 'req-a', lastName: 'Alt' })))
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsTo('practice.resolve')).toEqual([
      { id: 'req-a', action: 'dismiss' },
      { id: 'req-b', action: 'dismiss' },
    ])
  })

  it('to show a patient not known here says so, and opens nothing', async () => {
    await started('de')
    act(() => emit('practice.request', request({ kind: 'showData' })))
    expect(
      await screen.findByText(
        'Die Praxissoftware wollte Patientennummer 4711 (Müller, Jürgen) anzeigen lassen, die auf dieser Arbeitsstation nicht bekannt ist.',
      ),
    ).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useNavigation.getState().screen.name).toBe('datasets')
  })

  it.each([
    [
      'en',
      'lineLength',
      'A file from the practice software (SKINPVS1.gdt) could not be read: the length given at the start of a line is wrong. It was moved to the error folder.',
    ],
    [
      'de',
      'noPatient',
      'Eine Datei der Praxissoftware (SKINPVS1.gdt) konnte nicht gelesen werden: Sie enthält keine Patientennummer (Feld 3000). Sie wurde in den Fehlerordner verschoben.',
    ],
    [
      'en',
      'somethingNew',
      'A file from the practice software (SKINPVS1.gdt) could not be read: it is not a GDT file this workstation reads. It was moved to the error folder.',
    ],
  ] as const)(
    'a file that could not be read (%s, %s) is a notice in words',
    async (language, reason, words) => {
      await started(language)
      act(() => emit('practice.problem', { fileName: 'SKINPVS1.gdt', reason, line: null }))
      const notice = await screen.findByRole('alert')
      expect(notice.textContent).toContain(words)
      fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Close' : 'Schließen' }))
      expect(screen.queryByRole('alert')).toBeNull()
    },
  )
})

describe('a file with a wrong line', () => {
  it('names the line in the notice, in both languages', async () => {
    await started('de')
    act(() => emit('practice.problem', { fileName: 'SKINPVS1.gdt', reason: 'lineLength', line: 3 }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Die Längenangabe am Anfang von Zeile 3 stimmt nicht',
    )
  })
})

describe('a request while a capture is open', () => {
  const other = { ...target, subjectId: 'sub-2', subjectName: 'Ann Other' }

  it('keeps the capture and waits in a notice until the operator opens it', async () => {
    useNavigation.getState().openCapture(other)
    await started()
    act(() => emit('practice.request', request({ match: target })))
    const notice = await screen.findByRole('alert')
    expect(notice.textContent).toContain(
      'The practice software sent patient number 4711 (Müller, Jürgen) while a capture is open.',
    )
    expect(useNavigation.getState().screen).toMatchObject({ name: 'capture', target: other })
    fireEvent.click(screen.getByRole('button', { name: 'Open now' }))
    expect(useNavigation.getState().screen).toMatchObject({ name: 'capture', target })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('for the patient being photographed changes nothing', async () => {
    useNavigation.getState().openCapture(target, 'triplet')
    await started()
    act(() => emit('practice.request', request({ match: target })))
    expect(useNavigation.getState().screen).toMatchObject({ name: 'capture', mode: 'triplet', target })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('to show that same patient waits too (the photos would go)', async () => {
    useNavigation.getState().openCapture(target)
    await started()
    act(() => emit('practice.request', request({ kind: 'showData', match: target })))
    expect((await screen.findByRole('alert')).textContent).toContain('while a capture is open')
    expect(useNavigation.getState().screen.name).toBe('capture')
  })
})
