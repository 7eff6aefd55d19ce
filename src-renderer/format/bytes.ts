/** Sizes of photos as people read them: megabytes with one decimal (1 MB = 1024 × 1024 bytes, as the limit). */
export function formatMegabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    bytes / 1024 / 1024,
  )
}
