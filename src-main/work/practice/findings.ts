/** The findings line of a results file (field 6220), in the report's language: German or English (issue 43). */
export function findingsLine(locale: string, metrics: number, at: Date): string {
  const german = locale.toLowerCase().startsWith('de')
  const day = at.toLocaleDateString(german ? 'de-DE' : 'en-GB', { timeZone: 'UTC' })
  return german
    ? `Hautanalyse vom ${day}: ${metrics} Messwerte, Bericht als PDF.`
    : `Skin analysis of ${day}: ${metrics} metrics, report as PDF.`
}
