/**
 * The one place that says what happens when a write from this workstation meets another workstation's change of
 * the same subject (issue 29):
 * - **fields**: the last writer wins. This write's fields go whole; the ones another workstation changed since
 *   this one read them (and to something else) are named, so the user is told they were replaced;
 * - **a delete beats an edit**: a subject deleted here takes its unsent edits and consent with it; an edit or a
 *   consent that finds the subject deleted elsewhere is dropped, with a notice;
 * - **`meta` keys are merged**: the subject's `meta` is read as it is on the service when the write is sent, and
 *   only the keys this write owns are set (library/subjectMeta.ts's `with…`); every other key (another
 *   workstation's, another app's) stays.
 * Pure.
 */
import type { OutboxKind, OutboxNotice } from '../../../src-shared/contract'
import { subjectFieldNames, type SubjectFieldName, type SubjectFieldValues } from './writes'

export interface EditOutcome {
  /** What is sent: this write's fields, whole. */
  fields: SubjectFieldValues
  /** Fields another workstation changed since `base` was read, replaced by this write. */
  overwritten: SubjectFieldName[]
}

export function resolveEdit(
  base: SubjectFieldValues | null,
  ours: SubjectFieldValues,
  theirs: SubjectFieldValues,
): EditOutcome {
  const overwritten =
    base === null ? [] : subjectFieldNames.filter((f) => theirs[f] !== base[f] && theirs[f] !== ours[f])
  return { fields: ours, overwritten }
}

/** The notice an edit leaves when it replaced another workstation's change; null when there was none. */
export function overwriteNotice(outcome: EditOutcome): OutboxNotice | null {
  return outcome.overwritten.length > 0 ? { key: 'overwritten', fields: outcome.overwritten } : null
}

/** The notice of a write whose subject (or visit) is gone from the service. */
export const deletedElsewhere: OutboxNotice = { key: 'deletedElsewhere', fields: [] }

/** The writes a delete of their subject makes pointless: they go with it. */
export const goesWithDelete = (kind: OutboxKind): boolean =>
  kind === 'subject.update' || kind === 'subject.consent'
