/**
 * The audit screen names every action main records (issue 41 added views of photos and results, searches,
 * exports, cancels, a connect, a key replaced, set-aside data deleted) in English and German, never by its code;
 * and an entry made from the connect screen, with nobody signed in, says so instead of an operator's name. Above
 * the entries, whatever the filters, what the trail's anchor in the keychain found: entries missing (an error), a
 * trail without its anchor (a warning), and a keychain that does not keep the anchor (since when, and from which
 * entry on a cut would not show).
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEntryView, AuditPage } from '../../../src-shared/contract'
import {
  AUDIT_CONNECT_OPERATOR,
  AUDIT_UNKNOWN_OPERATOR,
  auditActions,
} from '../../../src-shared/contractValues'
import { answer } from '../../testing/fakeSkin'
import { renderScreen } from '../../testing/renderScreen'
import { AuditSection } from './AuditSection'

const ADMIN = { id: 'op-1', name: 'Dr. Ada Reyes' }

/** Who main books an entry to: the connect screen, nobody (a refused sign-in), or the administrator. */
const bookedTo = (action: string) =>
  action === 'account.connect'
    ? { operatorId: AUDIT_CONNECT_OPERATOR, operatorName: AUDIT_CONNECT_OPERATOR }
    : action === 'operator.signInRefused'
      ? { operatorId: AUDIT_UNKNOWN_OPERATOR, operatorName: AUDIT_UNKNOWN_OPERATOR }
      : { operatorId: ADMIN.id, operatorName: ADMIN.name }
const entries: AuditEntryView[] = auditActions.map((action, i) => ({
  seq: i + 1,
  at: new Date(Date.UTC(2026, 10, 26, 9, i)).toISOString(),
  ...bookedTo(action),
  action,
  subjectId: null,
  detail: {},
}))
const page: AuditPage = {
  entries,
  matched: entries.length,
  chain: { intact: true, entries: entries.length, brokenAt: null },
  findings: [],
  anchor: { written: entries.length, failingSince: null },
}

beforeEach(() => {
  answer('operators.list', [
    { ...ADMIN, role: 'administrator', active: true, createdAt: '2026-11-01T09:00:00.000Z' },
  ])
  answer('audit.list', page)
})

/** Each row's action and operator cells, in the order of `auditActions`. */
async function rows(): Promise<{ action: string; what: string; who: string }[]> {
  await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(auditActions.length))
  return screen
    .getAllByTestId('audit-row')
    .map((row) => {
      const cells = within(row).getAllByRole('cell')
      return {
        action: row.getAttribute('data-action') ?? '',
        who: cells[1]?.textContent ?? '',
        what: cells[2]?.textContent ?? '',
      }
    })
    .reverse()
}

describe('the audit screen', () => {
  it.each(['en', 'de'] as const)('names every action in words (%s)', async (language) => {
    await renderScreen(<AuditSection />, { language })
    const shown = await rows()
    expect(shown.map((r) => r.action)).toEqual([...auditActions])
    // a text, not the code it falls back to, and no two actions alike
    expect(shown.filter((r) => r.what === r.action || r.what.trim() === '')).toEqual([])
    expect(new Set(shown.map((r) => r.what)).size).toBe(auditActions.length)
    const connect = shown.find((r) => r.action === 'account.connect')
    expect(connect?.who).toBe(
      language === 'en'
        ? 'The connect screen (nobody signed in)'
        : 'Verbindungsbildschirm (niemand angemeldet)',
    )
    expect(shown.find((r) => r.action === 'operator.signInRefused')?.who).toBe(
      language === 'en' ? 'Nobody signed in' : 'Niemand angemeldet',
    )
    expect(shown.find((r) => r.action === 'photo.view')).toMatchObject({
      who: ADMIN.name,
      what: language === 'en' ? 'Viewed a photo' : 'Foto angesehen',
    })
  })
})

const pageWith = (over: Partial<AuditPage>): AuditPage => ({
  entries: [],
  matched: 0,
  chain: { intact: true, entries: 40, brokenAt: null },
  findings: [],
  anchor: { written: 40, failingSince: null },
  ...over,
})

describe('the audit screen’s findings', () => {
  it('says which entries are missing, and that a keychain does not keep the anchor', async () => {
    answer(
      'audit.list',
      pageWith({
        chain: { intact: false, entries: 40, brokenAt: null },
        findings: [
          { seq: 31, at: '2026-11-26T09:00:00.000Z', kind: 'missing', from: 31, to: 38, file: null },
        ],
        anchor: { written: 36, failingSince: '2026-11-26T10:00:00.000Z' },
      }),
    )
    await renderScreen(<AuditSection />)
    const finding = await screen.findByTestId('audit-finding')
    expect(finding.dataset.tone).toBe('error')
    expect(finding.textContent).toMatch(/^Entries 31–38 of the audit trail are missing/)
    expect(screen.queryByTestId('audit-chain')).toBeNull()
    expect(screen.getByTestId('audit-anchor-failing').textContent).toMatch(
      /does not keep the audit trail's anchor\. .* after no\. 36 would not show/,
    )
  })

  it('says in German that the entries before had no anchor', async () => {
    answer(
      'audit.list',
      pageWith({
        findings: [
          { seq: 41, at: '2026-11-26T09:00:00.000Z', kind: 'unanchored', from: null, to: 40, file: null },
        ],
      }),
    )
    await renderScreen(<AuditSection />, { language: 'de' })
    const finding = await screen.findByTestId('audit-finding')
    expect(finding.dataset.tone).toBe('warning')
    expect(finding.textContent).toMatch(/^Die Einträge 1–40 hatten keinen Anker im Schlüsselbund/)
    expect(screen.getByTestId('audit-chain').textContent).toContain('unverändert')
  })
})
