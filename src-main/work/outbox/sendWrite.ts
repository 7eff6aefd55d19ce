/**
 * One outbox write, sent to the service. Every write can be sent again after a crash without doing it twice:
 * - a create that may have reached the service (it was tried before) first looks for the subject carrying its
 *   workstation reference in `meta`, and is done when it finds it;
 * - an edit or a consent reads the subject as it is now and writes it whole (the same result when repeated), by
 *   the conflict rule (conflictRule.ts); a consent the service's stands over is not written (`conflict`);
 * - a treatment entry (issue 45) reads the subject's `meta` as it is now and puts (or takes out) that entry alone
 *   (treatmentWrite.ts);
 * - a delete of something already gone (404) is done.
 */
import type { OutboxNotice, Subject } from '../../../src-shared/contract'
import { isApiError, type SkinApi } from '../../api'
import type { OutboxRow } from '../../store/accountDb/outbox'
import { AppFailure } from '../appFailure'
import { toSubject } from '../libraryRecords/records'
import {
  consentOf,
  withConsent,
  withPatientId,
  withWorkstationRef,
  workstationRefOf,
} from '../libraryRecords/subjectMeta'
import {
  consentConflictNotice,
  deletedElsewhere,
  overwriteNotice,
  resolveConsent,
  resolveEdit,
} from './conflictRule'
import { writeTreatment } from './treatmentWrite'
import { fieldValuesOf, readPayload } from './writes'

export type SendOutcome =
  | { state: 'sent'; subject: Subject | null; notice: OutboxNotice | null }
  | { state: 'dropped'; notice: OutboxNotice }
  /** Not sent: the service holds a consent that stands over this one (the subject as the service has it). */
  | { state: 'conflict'; subject: Subject; notice: OutboxNotice }

const isGone = (e: unknown) => isApiError(e) && e.status === 404

function payloadOf<K extends OutboxRow['kind']>(row: OutboxRow, kind: K) {
  const payload = readPayload(kind, row.payload)
  if (payload === null) throw new AppFailure('internal', {}, null, `outbox ${kind} payload unreadable`)
  return payload
}

/** The subject created by `row` if the service has it already (its answer was lost), else null. */
async function findCreated(api: SkinApi, row: OutboxRow, name: string): Promise<Subject | null> {
  // The name narrows the list where the service searches by it; the reference decides either way.
  for await (const record of api.subjects.iterate(row.dataset_id, { search: name }))
    if (workstationRefOf(record.meta) === row.id) return toSubject(record, row.dataset_id)
  return null
}

/** Sends the write; `tried`: an earlier request for it may have reached the service. Throws what the service said. */
export async function sendWrite(api: SkinApi, row: OutboxRow, tried: boolean): Promise<SendOutcome> {
  const sent = (subject: Subject | null, notice: OutboxNotice | null = null): SendOutcome => ({
    state: 'sent',
    subject,
    notice,
  })
  const { dataset_id: datasetId, subject_id: subjectId } = row
  switch (row.kind) {
    case 'subject.create': {
      const fields = payloadOf(row, 'subject.create')
      const found = tried ? await findCreated(api, row, fields.name) : null
      if (found) return sent(found)
      const created = await api.subjects.create(datasetId, {
        name: fields.name,
        birth_date: fields.birthDate,
        biological_sex: fields.biologicalSex,
        meta: withWorkstationRef(withPatientId(null, fields.patientId), row.id),
      })
      return sent(toSubject(created, datasetId))
    }
    case 'subject.update': {
      const { fields, base } = payloadOf(row, 'subject.update')
      try {
        const current = await api.subjects.get(datasetId, subjectId)
        const outcome = resolveEdit(base, fields, fieldValuesOf(toSubject(current, datasetId)))
        const updated = await api.subjects.update(datasetId, subjectId, {
          name: outcome.fields.name,
          birth_date: outcome.fields.birthDate,
          biological_sex: outcome.fields.biologicalSex,
          meta: withPatientId(current.meta, outcome.fields.patientId),
        })
        return sent(toSubject(updated, datasetId), overwriteNotice(outcome))
      } catch (e) {
        if (isGone(e)) return { state: 'dropped', notice: deletedElsewhere }
        throw e
      }
    }
    case 'subject.consent': {
      const { consent, base } = payloadOf(row, 'subject.consent')
      try {
        const current = await api.subjects.get(datasetId, subjectId)
        const theirs = consentOf(current.meta)
        const outcome = resolveConsent(base, consent, theirs)
        if (outcome.stands === 'theirs')
          return {
            state: 'conflict',
            subject: toSubject(current, datasetId),
            notice: consentConflictNotice(outcome.why, consent, theirs),
          }
        const updated = await api.subjects.update(datasetId, subjectId, {
          meta: withConsent(current.meta, consent),
        })
        return sent(toSubject(updated, datasetId))
      } catch (e) {
        if (isGone(e)) return { state: 'dropped', notice: deletedElsewhere }
        throw e
      }
    }
    case 'subject.treatment': {
      // the subject's meta as it is at the service now: only this entry changes (merged by id, issue 45)
      const { id, entry } = payloadOf(row, 'subject.treatment')
      try {
        const outcome = await writeTreatment(api, { datasetId, subjectId }, id, entry)
        return outcome.state === 'sent'
          ? sent(outcome.subject)
          : { state: 'dropped', notice: deletedElsewhere }
      } catch (e) {
        if (isGone(e)) return { state: 'dropped', notice: deletedElsewhere }
        throw e
      }
    }
    case 'subject.delete':
      await api.subjects.remove(datasetId, subjectId).catch((e: unknown) => {
        if (!isGone(e)) throw e
      })
      return sent(null)
    case 'visit.delete': {
      const { batchId } = payloadOf(row, 'visit.delete')
      await api.batches.remove({ datasetId, subjectId, batchId }).catch((e: unknown) => {
        if (!isGone(e)) throw e
      })
      return sent(null)
    }
  }
}
