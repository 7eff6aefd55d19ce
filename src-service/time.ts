/** The service's timestamp format: "YYYY-MM-DD HH:MM:SS" in UTC. */
export function formatTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}
