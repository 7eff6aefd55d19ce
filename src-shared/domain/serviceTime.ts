/**
 * Timestamps as the service writes them: `YYYY-MM-DD HH:MM:SS` in UTC (ISO-8601 accepted when reading). Main's
 * store writes a capture's time so (it is sent as its batch's creation_time) and its work reads the records' times,
 * so the rule sits below both. Pure; imports nothing.
 */
export function formatServiceTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19).replace('T', ' ')
}

/** Milliseconds since the epoch, or null when the text is no timestamp. */
export function parseServiceTime(text: string): number | null {
  const trimmed = text.trim()
  const plain = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/.test(trimmed)
  const ms = Date.parse(plain ? `${trimmed.replace(' ', 'T')}Z` : trimmed)
  return Number.isNaN(ms) ? null : ms
}
