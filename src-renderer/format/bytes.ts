import { numberFormat } from './intlCache'

/** Sizes of photos as people read them: megabytes with one decimal (1 MB = 1024 × 1024 bytes, as the limit). */
export function formatMegabytes(bytes: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024,
  )
}

const fileSizeUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** Any size of stored data, in the largest unit that keeps it at 1 or more: "0 bytes", "840 kB", "1.5 GB". */
export function formatFileSize(bytes: number, language: string): string {
  let value = Math.max(0, bytes)
  let unit = 0
  while (value >= 1024 && unit < fileSizeUnits.length - 1) {
    value /= 1024
    unit += 1
  }
  return numberFormat(language, {
    style: 'unit',
    unit: fileSizeUnits[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit < 2 ? 0 : 1,
  }).format(value)
}
