/** On a patient's screen: this workstation's change that replaced another workstation's, until dismissed. */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { OutboxItem } from '../../../src-shared/contract'
import { answer, callsTo } from '../../testing/fakeSkin'
import { renderScreen } from '../../testing/renderScreen'
import { SubjectOutboxNotices } from './SubjectOutboxNotices'

function write(extra: Partial<OutboxItem>): OutboxItem {
  return {
    id: 'w1',
    kind: 'subject.update',
    datasetId: 'd1',
    subjectId: 's1',
    subjectName: 'Ada Lovelace',
    state: 'sent',
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:05:00.000Z',
    attempts: 1,
    problem: null,
    notice: null,
    nextTryAt: null,
    ...extra,
  }
}

describe("another workstation's change, on the patient's screen", () => {
  it('names the fields this change replaced, and Dismiss asks main to drop the notice', async () => {
    let list = [
      write({ notice: { key: 'overwritten', fields: ['name', 'birthDate'] } }),
      // another patient's, and a change that met nobody: not here
      write({ id: 'w2', subjectId: 's2', notice: { key: 'overwritten', fields: ['name'] } }),
      write({ id: 'w3', state: 'waiting' }),
    ]
    answer('outbox.list', () => list)
    answer('outbox.cancel', () => {
      list = list.filter((item) => item.id !== 'w1')
      return {}
    })
    await renderScreen(<SubjectOutboxNotices subjectId="s1" />)
    const notice = await screen.findByTestId('subject-outbox-notice')
    expect(notice.textContent).toContain(
      'Name, Birth date had also been changed on another workstation. This change came later and replaced it.',
    )
    expect(screen.getAllByTestId('subject-outbox-notice')).toHaveLength(1)
    await userEvent.click(screen.getByTestId('subject-outbox-notice-dismiss'))
    expect(callsTo('outbox.cancel')).toEqual([{ writeId: 'w1' }])
    await waitFor(() => expect(screen.queryByTestId('subject-outbox-notice')).toBeNull())
  })

  it('says it in German too', async () => {
    answer('outbox.list', [write({ notice: { key: 'overwritten', fields: ['patientId'] } })])
    await renderScreen(<SubjectOutboxNotices subjectId="s1" />, { language: 'de' })
    const notice = await screen.findByTestId('subject-outbox-notice')
    expect(notice.textContent).toContain('Patientennummer')
  })

  it('shows nothing without such a change', async () => {
    answer('outbox.list', [write({ notice: { key: 'deletedElsewhere', fields: [] } })])
    await renderScreen(<SubjectOutboxNotices subjectId="s1" />)
    await waitFor(() => expect(callsTo('outbox.list').length).toBeGreaterThan(0))
    expect(screen.queryByTestId('subject-outbox-notice')).toBeNull()
  })

  it('says a consent recorded here that a later one at the service stands over, both, and keeps the service’s', async () => {
    const ours = {
      by: 'Ada',
      at: '2026-11-26T10:00:00.000Z',
      scopes: ['analysis' as const, 'reports' as const],
    }
    const theirs = { by: 'Bo', at: '2026-11-26T11:00:00.000Z', scopes: ['reports' as const] }
    let list = [
      write({
        kind: 'subject.consent',
        state: 'conflict',
        notice: { key: 'consentNewer', fields: [], consent: { ours, theirs } },
      }),
    ]
    answer('outbox.list', () => list)
    answer('outbox.cancel', () => {
      list = []
      return {}
    })
    await renderScreen(<SubjectOutboxNotices subjectId="s1" />)
    const notice = await screen.findByTestId('subject-consent-conflict')
    expect(notice.textContent).toContain('A later photo consent was recorded for this patient at the service')
    expect(notice.textContent).toContain('for reports, recorded by Bo')
    expect(notice.textContent).toContain('for skin analysis and reports, recorded by Ada')
    await userEvent.click(screen.getByRole('button', { name: "Keep the service's consent" }))
    expect(callsTo('outbox.cancel')).toEqual([{ writeId: 'w1' }])
    await waitFor(() => expect(screen.queryByTestId('subject-consent-conflict')).toBeNull())
  })

  it('says a consent cleared at the service, in German too', async () => {
    const ours = { by: 'Ada', at: '2026-11-26T10:00:00.000Z', scopes: ['analysis' as const] }
    answer('outbox.list', [
      write({
        kind: 'subject.consent',
        state: 'conflict',
        notice: { key: 'consentCleared', fields: [], consent: { ours, theirs: null } },
      }),
    ])
    await renderScreen(<SubjectOutboxNotices subjectId="s1" />, { language: 'de' })
    const notice = await screen.findByTestId('subject-consent-conflict')
    expect(notice.textContent).toContain('beim Dienst gelöscht')
    expect(notice.textContent).toContain('für die Hautanalyse, erfasst von Ada')
    expect(screen.getByRole('button', { name: 'Einwilligung gelöscht lassen' })).toBeTruthy()
  })
})
