/**
 * Where a request from the practice software takes the operator: the capture (6302), the patient (6301), the history
 * (6311). While a capture is open, nothing moves (a 6302 for the patient being photographed is already there): the request waits in a notice with "Open", so
 * photos being taken are never thrown away by a file arriving.
 */
import type { PracticeRequestView } from '../../../src-shared/contract'
import { useNavigation, type SubjectTarget } from '../../store/navigation'
import { usePracticeInbox } from './practiceInbox'

export function openRequest(
  request: PracticeRequestView,
  target: SubjectTarget,
  { now = false }: { now?: boolean } = {},
): void {
  const navigation = useNavigation.getState()
  const open = navigation.screen
  if (!now && open.name === 'capture') {
    // the capture asked for is the one open: nothing to do; anything else waits for the operator
    const there = request.kind === 'examination' && open.target.subjectId === target.subjectId
    if (!there) usePracticeInbox.getState().tell({ id: request.id, kind: 'held', request, target })
    return
  }
  if (request.kind === 'examination') navigation.openCapture(target)
  else navigation.openSubject(target)
}
