/**
 * The visit's deliveries (issue 44): for each target that is switched on, the action and the delivery's state in
 * words, kept current by `clinical.changed`: on its way, in the record / archived since when, offline, waiting for
 * the server with the time of the next try, refused with the error's words and the OperationOutcome's issues.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ArchiveSettingsView, Delivery, RecordSettingsView } from '../../../src-shared/contract'
import { answer, callsTo, emit, fail } from '../../testing/fakeSkin'
import { renderScreen } from '../../testing/renderScreen'
import { VisitDeliveries } from './VisitDeliveries'

const record: RecordSettingsView = {
  enabled: true,
  baseUrl: 'https://ehr.example/fhir',
  patientIdentifierSystem: 'urn:mrn',
  auth: 'bearer',
  smartTokenUrl: '',
  smartClientId: '',
  smartScope: '',
  entriesPerTransaction: null,
  autoSend: false,
  tokenSaved: true,
  smartPublicJwks: null,
}
const archive: ArchiveSettingsView = {
  enabled: true,
  baseUrl: 'https://pacs.example/dicom-web',
  auth: 'none',
  username: '',
  autoArchive: false,
  secretSaved: false,
}
const visit = { datasetId: 'd1', subjectId: 's1', imageId: 'img-1' }

function delivery(target: 'record' | 'archive', rest: Partial<Delivery>): Delivery {
  return {
    target,
    datasetId: 'd1',
    subjectId: 's1',
    visitKey: 'batch-1',
    state: 'queued',
    queuedAt: '2026-11-27T10:40:00.000Z',
    sentAt: null,
    tries: 0,
    nextTryAt: null,
    problem: null,
    outcome: null,
    ...rest,
  }
}

beforeEach(() => {
  answer('record.settings.get', record)
  answer('archive.settings.get', archive)
  answer('clinical.deliveries', { record: null, archive: null })
})

const show = (language: 'en' | 'de' = 'en') =>
  renderScreen(<VisitDeliveries visit={visit} visitKey="batch-1" />, { language })
const group = (name: string) => screen.getByRole('group', { name })

describe("the visit's deliveries", () => {
  it('shows nothing when neither the record system nor the archive is switched on', async () => {
    answer('record.settings.get', { ...record, enabled: false })
    answer('archive.settings.get', { ...archive, enabled: false })
    await show()
    await waitFor(() => expect(callsTo('archive.settings.get')).toHaveLength(1))
    expect(screen.queryByRole('region')).toBeNull()
    expect(callsTo('clinical.deliveries')).toEqual([])
  })

  it('shows only the targets that are on', async () => {
    answer('archive.settings.get', { ...archive, enabled: false })
    await show()
    expect(await screen.findByText("Not sent to the patient's record yet.")).toBeTruthy()
    expect(screen.queryByText('Not archived in the PACS yet.')).toBeNull()
  })

  it('sends the visit, says it is on its way, then in the record since when, as main reports it', async () => {
    answer('clinical.deliver', (args) => delivery(args.target, { state: 'queued' }))
    await show()
    fireEvent.click(await screen.findByRole('button', { name: "Send to the patient's record" }))
    await within(group('Record system (FHIR)')).findByText('Sending…')
    expect(callsTo('clinical.deliver')).toEqual([{ ...visit, target: 'record' }])
    expect((within(group('Record system (FHIR)')).getByRole('button') as HTMLButtonElement).disabled).toBe(
      true,
    )
    act(() =>
      emit('clinical.changed', delivery('record', { state: 'sent', sentAt: '2026-11-27T10:42:00.000Z' })),
    )
    const sent = await within(group('Record system (FHIR)')).findByText(/^In the record since /)
    expect(sent.textContent).toMatch(/^In the record since Nov 27, 2026, \d{1,2}:\d{2}/)
    // sending again is allowed (no duplicate at the server)
    expect(within(group('Record system (FHIR)')).getByRole('button', { name: 'Send again' })).toBeTruthy()
    // the archive's line did not move
    expect(within(group('Image archive (PACS)')).getByText('Not archived in the PACS yet.')).toBeTruthy()
  })

  it.each([
    [
      delivery('record', {
        state: 'waiting',
        problem: { code: 'record_unreachable', status: null, issues: [] },
      }),
      'Offline: the record system cannot be reached. Sent when the connection is back.',
    ],
    [
      delivery('archive', {
        state: 'waiting',
        problem: { code: 'archive_unreachable', status: null, issues: [] },
      }),
      'Offline: the image archive cannot be reached. Archived when the connection is back.',
    ],
    [
      delivery('record', {
        state: 'failed',
        problem: { code: 'record_token_refused', status: 401, issues: [] },
      }),
      'Not sent: The record system refused the token. Check Settings → Record system, then send again.',
    ],
    [
      delivery('archive', {
        state: 'failed',
        problem: { code: 'archive_too_large', status: 413, issues: [] },
      }),
      "Not archived: The visit is too large for the image archive (413). Ask the archive's administrators to allow larger uploads, then archive again.",
    ],
    [
      delivery('record', {
        state: 'failed',
        problem: { code: 'record_number_missing', status: null, issues: [] },
      }),
      'Not sent: This patient has no record number, so the record system and the archive cannot file the visit. Add the record number to the patient, then send again.',
    ],
  ])('says the state in words (%#)', async (state, words) => {
    answer('clinical.deliveries', { record: null, archive: null, [state.target]: state })
    await show()
    expect(await screen.findByText(words)).toBeTruthy()
  })

  it('says when a waiting delivery is tried again, and offers to try now', async () => {
    const waiting = delivery('record', {
      state: 'waiting',
      nextTryAt: '2026-11-27T10:47:00.000Z',
      problem: { code: 'record_server_error', status: 503, issues: [] },
    })
    answer('clinical.deliveries', { record: waiting, archive: null })
    await show()
    const words = await screen.findByText(/^Waiting: /)
    expect(words.textContent).toMatch(
      /^Waiting: the record system could not take it\. The record system had an error of its own \(server error\)\. Trying again at \d{1,2}:47/,
    )
    expect(screen.getByRole('button', { name: 'Try now' })).toBeTruthy()
  })

  it("lists the record system's reasons when it refused the visit", async () => {
    const rejected = delivery('record', {
      state: 'failed',
      problem: {
        code: 'record_rejected',
        status: 400,
        issues: [
          {
            severity: 'error',
            code: 'invalid',
            text: 'Missing required property',
            where: ['Observation.status'],
          },
          { severity: 'error', code: 'value', text: null, where: [] },
        ],
      },
    })
    answer('clinical.deliveries', { record: rejected, archive: null })
    await show()
    const reasons = await screen.findByRole('list', { name: "The server's reasons" })
    const items = within(reasons).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Missing required property' + 'Observation.status',
      'A problem without words from the server (value).',
    ])
    expect(
      screen.getByText('Not sent: The record system refused the visit. Its reasons are listed below.'),
    ).toBeTruthy()
  })

  it('reads again when another visit of the subject moves, and ignores other subjects', async () => {
    await show()
    await screen.findByText("Not sent to the patient's record yet.")
    expect(callsTo('clinical.deliveries')).toHaveLength(1)
    act(() =>
      emit(
        'clinical.changed',
        delivery('record', { subjectId: 's2', state: 'sent', sentAt: '2026-11-27T10:42:00Z' }),
      ),
    )
    act(() => emit('clinical.changed', delivery('record', { visitKey: 'img-1', state: 'sending' })))
    await waitFor(() => expect(callsTo('clinical.deliveries')).toHaveLength(2))
    expect(screen.getByText("Not sent to the patient's record yet.")).toBeTruthy()
  })

  it('says why it cannot send when main refuses, in German', async () => {
    fail('clinical.deliver', 'archive_off')
    await show('de')
    fireEvent.click(await screen.findByRole('button', { name: 'Im PACS archivieren' }))
    expect(
      await screen.findByText(
        'Das Archivieren im PACS ist ausgeschaltet. Die Administration kann es unter Einstellungen → Bildarchiv (DICOM) einschalten.',
      ),
    ).toBeTruthy()
  })

  it('says in German since when the visit is archived', async () => {
    answer('clinical.deliveries', {
      record: null,
      archive: delivery('archive', { state: 'sent', sentAt: '2026-11-27T10:42:00.000Z' }),
    })
    await show('de')
    const sent = await screen.findByText(/^Archiviert seit /)
    expect(sent.textContent).toMatch(/^Archiviert seit 27\.11\.2026, \d{2}:\d{2}\.$/)
    expect(screen.getByRole('button', { name: 'Erneut archivieren' })).toBeTruthy()
  })
})
