/** The i18n key and values for a problem or warning shown next to a photo. Pure. */
import { MAX_PHOTO_BYTES } from '../../../../src-shared/contractValues'
import { MIN_PHOTO_SHORT_SIDE } from '../../../../src-shared/contractValues'
import type { FileProblem, PhotoWarning, SetProblem } from '../photos/photoSet'

export type Message = { key: string; params: Record<string, string | number> }

const LIMIT_MB = MAX_PHOTO_BYTES / 1024 / 1024

export function fileProblemMessage(problem: FileProblem, formatMb: (bytes: number) => string): Message {
  switch (problem.code) {
    case 'tooLarge':
      return { key: 'photos.problem.tooLarge', params: { size: formatMb(problem.bytes), limit: LIMIT_MB } }
    case 'tooSmall':
      return {
        key: 'photos.problem.tooSmall',
        params: { width: problem.width, height: problem.height, min: MIN_PHOTO_SHORT_SIDE },
      }
    default:
      return { key: `photos.problem.${problem.code}`, params: {} }
  }
}

export function setProblemMessage(problem: SetProblem, side: string): Message {
  return { key: `photos.problem.${problem}`, params: { side } }
}

/** A file's warning says what is wrong; a camera shot's names the check that was overridden. */
export function warningMessage(warning: PhotoWarning, checkLabel: string): Message {
  return warning.reason
    ? { key: `photos.warning.${warning.reason}`, params: {} }
    : { key: 'photos.overridden', params: { check: checkLabel } }
}
