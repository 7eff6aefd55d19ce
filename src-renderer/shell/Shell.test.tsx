/**
 * The lock drops what the page holds of patients (issue 41, point 8): a patient's compare screen is open, its
 * photos drawn from blob URLs, the header's queue list read; when main says the workstation is locked, nothing of
 * the screen is drawn any more, the photos' blob URLs are revoked, the query cache holds nothing of the patient
 * (neither answers nor ids in its keys), and the open screen keeps only its place, without the name. After the
 * unlock the screen reads its data again. Fails on main before issue 41 (the screen stayed below the lock, inert).
 * And the page's part of main's idle lock: it tells main of input, and an open capture asks main to hold off.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthStatus, CaptureSide, QueueItem, Visit } from '../../src-shared/contract'
import { queryClient } from '../data/queryClient'
import { i18n } from '../i18n'
import { useNavigation } from '../store/navigation'
import { answer, callsTo } from '../testing/fakeSkin'
import { rednessRecord } from '../testing/records'
import { Shell } from './Shell'

const PATIENT = 'Nell Hart'
const target = { datasetId: 'd-41', subjectId: 's-nell', datasetName: 'Clinic', subjectName: PATIENT }
const operator = { id: 'op-1', name: 'Dr. Kim', role: 'clinician' as const }
const status: AuthStatus = {
  connected: true,
  mode: 'remote',
  baseUrl: 'https://x.example',
  companyId: 'c1',
  companyName: 'Clinic',
  keyExpiresAt: null,
  keyAccepted: true,
  online: true,
  lastOnlineAt: null,
}

function visit(imageId: string, side: CaptureSide, day: number): Visit {
  return {
    imageId,
    batchId: null,
    side,
    capturedAt: new Date(Date.UTC(2026, 10, day, 9)).toISOString(),
    results: [rednessRecord(imageId, 50 + day)],
  }
}

const queued: QueueItem = {
  id: 'capture-nell',
  datasetId: target.datasetId,
  subjectId: target.subjectId,
  subjectName: PATIENT,
  mode: 'front',
  state: 'processing',
  createdAt: '2026-11-26T09:00:00Z',
  updatedAt: '2026-11-26T09:00:00Z',
  sides: [],
  problem: null,
  rejected: [],
  attempts: 0,
  retry: null,
  analyses: null,
}

// The screens these tests open are chunks (shell/OpenScreen.tsx): loaded once here, not while a test waits (nor
// after it ended, as the shared environment is torn down).
beforeAll(async () => {
  await Promise.all([
    import('../screens/compare/CompareScreen'),
    import('../screens/capture/CaptureScreen'),
    import('../screens/subjects/SubjectScreen'),
  ])
}, 60_000)

beforeEach(() => {
  answer('preferences.get', { privacyScreenMinutes: 5 } as never)
  answer('history.forSubject', {
    subjectId: target.subjectId,
    since: null,
    visits: [visit('img-20', 'front', 20), visit('img-01', 'front', 1)],
    fromCache: true,
    fetchedAt: null,
  })
  answer('images.original', { bytes: new Uint8Array([0xff, 0xd8, 0xff]), mediaType: 'image/jpeg' })
  answer('queue.list', [queued])
  answer('outbox.list', [])
  answer('dataKey.notice', null)
  answer('operator.activity', {})
  useNavigation.getState().openCompare(target)
})
afterEach(() => {
  vi.restoreAllMocks()
  useNavigation.getState().reset()
})

const shell = (locked: boolean) => (
  <QueryClientProvider client={queryClient}>
    <I18nextProvider i18n={i18n}>
      <Shell status={status} operator={operator} locked={locked} />
    </I18nextProvider>
  </QueryClientProvider>
)

/** Whatever the query cache holds, keys and answers, as one text. */
const cacheText = () =>
  JSON.stringify(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryKey, query.state.data]),
    (_key, value: unknown) => (value instanceof Uint8Array ? [...value] : value),
  )

describe('the lock', () => {
  it(
    "drops the patient's screen, photos and cached answers, and keeps only the place",
    { timeout: 30_000 },
    async () => {
      const revoked = vi.spyOn(URL, 'revokeObjectURL')
      const { rerender } = render(shell(false))
      await screen.findByRole('combobox', { name: 'Later visit' }, { timeout: 10_000 })
      await waitFor(() => expect(document.querySelectorAll('img[src^="blob:"]').length).toBeGreaterThan(0))
      const photos = [...document.querySelectorAll('img[src^="blob:"]')].map((img) => img.getAttribute('src'))
      await waitFor(() => expect(callsTo('queue.list').length).toBeGreaterThan(0))
      expect(document.body.textContent).toContain(PATIENT)
      expect(cacheText()).toContain(PATIENT)
      expect(cacheText()).toContain(target.subjectId)

      // main says: locked
      rerender(shell(true))
      await screen.findByTestId('lock-screen')
      expect(document.body.textContent).not.toContain(PATIENT)
      expect(screen.queryByTestId('app')).toBeNull()
      expect(document.querySelectorAll('img').length).toBe(0)
      for (const url of photos) expect(revoked).toHaveBeenCalledWith(url)
      await waitFor(() => expect(cacheText()).not.toContain(target.subjectId))
      expect(cacheText()).not.toContain(PATIENT)
      expect(cacheText()).not.toContain('img-20')
      expect(useNavigation.getState().screen).toEqual({
        name: 'compare',
        target: { ...target, subjectName: null },
      })

      // unlocked: the same place, read again
      const before = callsTo('history.forSubject').length
      rerender(shell(false))
      await screen.findByRole('combobox', { name: 'Later visit' })
      expect(callsTo('history.forSubject').length).toBeGreaterThan(before)
    },
  )

  it(
    "tells main of input, and holds main's lock off while a capture is open",
    { timeout: 30_000 },
    async () => {
      answer('operator.hold', {})
      render(shell(false))
      await screen.findByRole('combobox', { name: 'Later visit' }, { timeout: 10_000 })
      window.dispatchEvent(new Event('pointerdown'))
      window.dispatchEvent(new Event('keydown'))
      // at once, then at most every 20 s
      expect(callsTo('operator.activity')).toEqual([{}])
      expect(callsTo('operator.hold')).toEqual([])

      act(() => useNavigation.getState().openCapture(target))
      await waitFor(() => expect(callsTo('operator.hold')).toEqual([{ capture: true }]))
      act(() => useNavigation.getState().openSubject(target))
      await waitFor(() => expect(callsTo('operator.hold')).toEqual([{ capture: true }, { capture: false }]))
    },
  )
})
