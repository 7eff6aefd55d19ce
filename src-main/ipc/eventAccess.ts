/**
 * What each event main pushes may carry to the pages (issue 41), the counterpart of access.ts for the other
 * direction: typed over every event, so a new event cannot be added without saying what it carries. While the
 * pages may show no patient (no account open, nobody signed in, or locked), an event about patients goes without
 * them or not at all: nothing of a patient reaches a locked or signed-out page, whatever listens on the socket.
 * Once someone signs in or unlocks, the pages read their data again (src-renderer/session/operators/useOperatorSync.ts).
 *
 * - `auth.changed`: the connection (address, company, online): no patient, always;
 * - `operator.changed`: who is signed in and the lock: an operator, no patient, always (the lock screen needs it);
 * - `queue.changed`: a capture, with its patient's name and ids: nothing;
 * - `offline.progress`: a patient's id: nothing;
 * - `data.changed`: which kinds changed, without the patient's or dataset's id (a content-free "changed");
 * - `practice.request`, `practice.problem` (issue 43): a PVS request with its patient, a bad file's name: nothing;
 * - `clinical.changed` (issue 44): a visit's delivery to the record or the archive, with its patient's ids: nothing.
 */
import type { EventName, EventPayload } from '../../src-shared/contract'

type WhileClosed = { [E in EventName]: (payload: EventPayload<E>) => EventPayload<E> | null }

export const eventWhileClosed: WhileClosed = {
  'auth.changed': (status) => status,
  'operator.changed': (status) => status,
  'queue.changed': () => null,
  'offline.progress': () => null,
  'data.changed': (change) => ({ kinds: change.kinds, subjectId: null, datasetId: null }),
  'practice.request': () => null,
  // a file name the PVS chose (it may hold a patient number) and a problem code: held back like a patient
  'practice.problem': () => null,
  // a visit's delivery names its patient's ids: the pages read the deliveries again once someone signs in
  'clinical.changed': () => null,
}

export type EventSink = <E extends EventName>(event: E, payload: EventPayload<E>) => void

/** `send`, passing each event as it is while `patientsMayShow()`, else only what `eventWhileClosed` lets through. */
export function gateEvents(send: EventSink, patientsMayShow: () => boolean): EventSink {
  return (event, payload) => {
    if (patientsMayShow()) {
      send(event, payload)
      return
    }
    const kept = (eventWhileClosed[event] as (p: typeof payload) => typeof payload | null)(payload)
    if (kept !== null) send(event, kept)
  }
}
