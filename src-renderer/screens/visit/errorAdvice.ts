/** What to tell the clinic about a failed result (spec 2.2 `is_ok: false`). */
const retakeReasons = new Set(['no face detected', 'not full face'])

export type ErrorAdvice = 'retake' | 'reupload' | 'none'

/** No face / not a full face → retake the photo; an internal error → re-uploading may help; else nothing. */
export function adviceFor(reason: string | null | undefined): ErrorAdvice {
  const normalized = (reason ?? '').trim().toLowerCase()
  if (retakeReasons.has(normalized)) return 'retake'
  if (normalized.includes('internal')) return 'reupload'
  return 'none'
}
