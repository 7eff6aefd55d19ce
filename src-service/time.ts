/** The service's timestamp format: "YYYY-MM-DD HH:MM:SS" in UTC. */
export function formatTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

const timestampPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i

/**
 * Reads `YYYY-MM-DD`, `YYYY-MM-DD HH:MM:SS` or ISO-8601 (`T`, optional seconds, fraction and zone; no zone
 * means UTC). Returns null for anything else, including dates that do not exist (2023-02-30).
 */
export function parseTimestamp(text: string): Date | null {
  const match = timestampPattern.exec(text.trim())
  if (!match) return null
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = match
  const parts = [y, mo, d, h, mi, s].map(Number) as [number, number, number, number, number, number]
  const [year, month, day, hour, minute, second] = parts
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second))
  const fits =
    local.getUTCFullYear() === year &&
    local.getUTCMonth() === month - 1 &&
    local.getUTCDate() === day &&
    local.getUTCHours() === hour &&
    local.getUTCMinutes() === minute &&
    local.getUTCSeconds() === second
  if (!fits) return null
  const millis = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0
  const offset = zoneOffsetMinutes(zone)
  if (offset === null) return null
  return new Date(local.getTime() + millis - offset * 60_000)
}

function zoneOffsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0
  const match = /^([+-])(\d{2}):?(\d{2})$/.exec(zone)
  if (!match) return null
  const hours = Number(match[2])
  const minutes = Number(match[3])
  if (hours > 23 || minutes > 59) return null
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes)
}
