import { parseServiceTime } from '../../../src-shared/domain/serviceTime'

/** A service timestamp (`YYYY-MM-DD HH:MM:SS` UTC, or ISO-8601) as ISO-8601 UTC with `Z`, or null. */
export function isoFromServiceTime(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null
  const ms = parseServiceTime(text)
  return ms === null ? null : new Date(ms).toISOString().replace('.000Z', 'Z')
}
