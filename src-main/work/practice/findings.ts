/**
 * The findings line of a results file (field 6220), in the report's language (issue 43). GDT's code pages
 * (7-bit, CP437, ISO 8859, Windows-1252) write Latin letters only, so a report in Russian or Japanese gets its
 * findings line in English: in those letters it would reach the PVS as question marks.
 */
type Words = { tag: string; line: (day: string, metrics: number) => string }

const ENGLISH: Words = {
  tag: 'en-GB',
  line: (day, n) => `Skin analysis of ${day}: ${n} metrics, report as PDF.`,
}

const WORDS: Record<string, Words> = {
  en: ENGLISH,
  de: { tag: 'de-DE', line: (day, n) => `Hautanalyse vom ${day}: ${n} Messwerte, Bericht als PDF.` },
  fr: { tag: 'fr-FR', line: (day, n) => `Analyse de la peau du ${day} : ${n} mesures, rapport en PDF.` },
  es: { tag: 'es-ES', line: (day, n) => `Análisis de la piel del ${day}: ${n} mediciones, informe en PDF.` },
  it: { tag: 'it-IT', line: (day, n) => `Analisi della pelle del ${day}: ${n} misure, referto in PDF.` },
  pt: { tag: 'pt-PT', line: (day, n) => `Análise da pele de ${day}: ${n} medições, relatório em PDF.` },
}

export function findingsLine(locale: string, metrics: number, at: Date): string {
  const { tag, line } = WORDS[locale.toLowerCase().slice(0, 2)] ?? ENGLISH
  return line(at.toLocaleDateString(tag, { timeZone: 'UTC' }), metrics)
}
