/**
 * What main pushes to the pages: each event to the host's handler, nothing of a patient while nobody may see one
 * (ipc/eventAccess.ts), and data.changed announced from one place (work/dataChanges.ts).
 */
import type { EventName, EventPayload } from '../../src-shared/contract'
import { gateEvents, type EventSink } from '../ipc/eventAccess'
import { createDataChanges } from '../work/dataChanges'
import type { MainAppOptions } from './appParts'

export function createAppEvents(options: MainAppOptions, patientsMayShow: () => boolean) {
  const toHost: { [E in EventName]: ((payload: EventPayload<E>) => void) | undefined } = {
    'auth.changed': options.onStatus,
    'queue.changed': options.onQueueChanged,
    'offline.progress': options.onOfflineProgress,
    'data.changed': options.onDataChanged,
    'operator.changed': options.onOperatorChanged,
    'practice.request': options.onPracticeRequest,
    'practice.problem': options.onPracticeProblem,
    'clinical.changed': options.onClinicalChanged,
  }
  const push: EventSink = gateEvents(
    (event, payload) => (toHost[event] as ((p: typeof payload) => void) | undefined)?.(payload),
    patientsMayShow,
  )
  const changes = createDataChanges((change) => push('data.changed', change))
  return { push, changes }
}
