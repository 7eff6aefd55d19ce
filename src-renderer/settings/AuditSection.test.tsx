/**
 * The audit screen names every action main records (issue 41 added views of photos and results, searches,
 * exports, cancels, a connect, a key replaced, set-aside data deleted) in English and German, never by its code;
 * and an entry made from the connect screen, with nobody signed in, says so instead of an operator's name.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { AuditEntryView, AuditPage } from '../../src-shared/contract'
import { AUDIT_CONNECT_OPERATOR, auditActions } from '../../src-shared/contractValues'
import { answer } from '../testing/fakeSkin'
import { renderScreen } from '../testing/renderScreen'
import { AuditSection } from './AuditSection'

const ADMIN = { id: 'op-1', name: 'Dr. Ada Reyes' }

const entries: AuditEntryView[] = auditActions.map((action, i) => ({
  seq: i + 1,
  at: new Date(Date.UTC(2026, 10, 26, 9, i)).toISOString(),
  operatorId: action === 'account.connect' ? AUDIT_CONNECT_OPERATOR : ADMIN.id,
  operatorName: action === 'account.connect' ? AUDIT_CONNECT_OPERATOR : ADMIN.name,
  action,
  subjectId: null,
  detail: {},
}))
const page: AuditPage = {
  entries,
  matched: entries.length,
  chain: { intact: true, entries: entries.length, brokenAt: null },
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
    expect(shown.find((r) => r.action === 'photo.view')).toMatchObject({
      who: ADMIN.name,
      what: language === 'en' ? 'Viewed a photo' : 'Foto angesehen',
    })
  })
})
