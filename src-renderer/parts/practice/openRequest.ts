/** Where a request from the practice software takes the operator: the capture (6302), the patient (6301), the history (6311). */
import type { PracticeRequestView } from '../../../src-shared/contract'
import { useNavigation, type SubjectTarget } from '../../store/navigation'

export function openRequest(kind: PracticeRequestView['kind'], target: SubjectTarget): void {
  const navigation = useNavigation.getState()
  if (kind === 'examination') navigation.openCapture(target)
  else navigation.openSubject(target)
}
