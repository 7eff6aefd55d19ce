/**
 * What the page keeps while locked (issue 41): nothing read of patients. When the lock comes the screen below is not
 * drawn (shell/Shell.tsx: its photos' blob URLs are revoked as their components go), every answer main gave is
 * forgotten, the open screen keeps only its place (ids, no patient's name; a capture or a report viewer goes back
 * to its patient or list), and "keep offline" progress is cleared. After the unlock the screen reads it all again,
 * as main allows.
 */
import { forgetAllData } from '../../data/queryClient'
import { useOfflineProgress } from '../../store/offlineProgressStore'
import { useNavigation, type Screen, type SubjectTarget } from '../../store/navigation'

const nameless = (target: SubjectTarget): SubjectTarget => ({ ...target, subjectName: null })

/** `screen` as the lock keeps it: the same place, with no patient's name in it. Pure. */
export function placeWithoutPatients(screen: Screen): Screen {
  switch (screen.name) {
    case 'datasets':
    case 'subjects':
      return screen
    case 'queue':
    case 'settings':
      return { ...screen, back: placeWithoutPatients(screen.back) }
    case 'subject':
    case 'visit':
    case 'compare':
    case 'reports':
      return { ...screen, target: nameless(screen.target) }
    // the shots taken and the report's file name go: back to the patient, or to where the viewer was opened
    case 'capture':
      return { name: 'subject', target: nameless(screen.target) }
    case 'report':
      return placeWithoutPatients(screen.back)
  }
}

/** Drops what the page holds of patients (call once the screen below is gone). */
export function forgetPatients(): Promise<void> {
  useNavigation.setState(({ screen }) => ({ screen: placeWithoutPatients(screen) }))
  useOfflineProgress.getState().clear()
  return forgetAllData()
}
