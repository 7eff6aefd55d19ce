import { numberFormat } from '../../format/intlCache'

/** A measured value in the UI language: "0.7" in English, "0,7" in German; at most two decimals. */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value)
}

/** A change with its sign: "+1.5", "−0,7" (Intl's own minus sign), "0". */
export function formatSignedNumber(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value)
}
