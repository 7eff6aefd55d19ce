/**
 * The one place that says what happens when a write from this workstation meets another workstation's change of
 * the same subject (issue 29):
 * - **fields**: the last writer wins. This write's fields go whole; the ones another workstation changed since
 *   this one read them (and to something else) are named, so the user is told they were replaced;
 * - **a delete beats an edit**: a subject deleted here takes its unsent edits and consent with it; an edit or a
 *   consent that finds the subject deleted elsewhere is dropped, with a notice;
 * - **`meta` keys are merged**: the subject's `meta` is read as it is on the service when the write is sent, and
 *   only the keys this write owns are set (libraryRecords/subjectMeta.ts's `with…`); every other key (another
 *   workstation's, another app's) stays;
 * - **a consent never overwrites a later one** (issue 41): see `resolveConsent`.
 * Pure.
 */
import type { Consent, OutboxKind, OutboxNotice } from '../../../src-shared/contract'
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
  kind === 'subject.update' || kind === 'subject.consent' || kind === 'subject.treatment'

/** Two consents are the same record: by, at and scopes. */
const sameConsent = (a: Consent | null, b: Consent | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.by === b.by &&
    Date.parse(a.at) === Date.parse(b.at) &&
    a.scopes.length === b.scopes.length &&
    a.scopes.every((scope) => b.scopes.includes(scope)))

/** Which consent stands when a consent recorded here is sent: this one, or the service's (and why). */
export type ConsentOutcome = { stands: 'ours' } | { stands: 'theirs'; why: 'consentNewer' | 'consentCleared' }

/**
 * A consent recorded here (`ours`, perhaps offline, perhaps long ago) meets the service's record (`theirs`) when it
 * is sent. `base` is the consent this workstation had last read from the service when `ours` was recorded (null:
 * none; undefined: not known, a row of an earlier version).
 * - **nothing changed there** since (`theirs` is `base`): ours was recorded after it, and goes. Told by what was
 *   read, not by clocks, so another workstation's clock running ahead cannot keep ours out;
 * - **a consent recorded there later** (`theirs.at` after `ours.at`: narrowed, widened, or simply again) stands;
 *   an earlier one is replaced by ours, the last recorded;
 * - **cleared there** (`theirs` none, where `base` had one: the service's GDPR "clear metadata", or an erasure of
 *   the consent) stands. The service keeps no time of its own for a subject's change (its records carry only
 *   `creation_time`, and a cleared `meta` keeps nothing), so all that is known is that the clear came after this
 *   workstation last read the subject; ours may have been recorded before it or after. The clear, a withdrawal,
 *   is kept: a wrong guess this way costs asking the patient once more, the other way sends photos of a patient
 *   who withdrew. The operator decides (keeps the service's, or records the consent again, which then goes).
 * A row without `base` (recorded before this rule) cannot tell a clear from "never had one": only the time rule.
 */
export function resolveConsent(
  base: Consent | null | undefined,
  ours: Consent,
  theirs: Consent | null,
): ConsentOutcome {
  if (base !== undefined && sameConsent(base, theirs)) return { stands: 'ours' }
  if (theirs === null)
    return base === undefined ? { stands: 'ours' } : { stands: 'theirs', why: 'consentCleared' }
  return Date.parse(theirs.at) > Date.parse(ours.at)
    ? { stands: 'theirs', why: 'consentNewer' }
    : { stands: 'ours' }
}

/** The notice of a consent recorded here that the service's stands over (shown until the operator resolves it). */
export const consentConflictNotice = (
  why: 'consentNewer' | 'consentCleared',
  ours: Consent,
  theirs: Consent | null,
): OutboxNotice => ({ key: why, fields: [], consent: { ours, theirs } })
