/** A4 in points, and the report's grid, colours and type sizes. */
export const PAGE = { width: 595.28, height: 841.89 } as const
export const MARGIN = 48
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN
export const CONTENT_TOP = 64
export const CONTENT_BOTTOM = PAGE.height - 66

export const COLORS = {
  accent: '#0F5F5A',
  accentSoft: '#E3F0EE',
  ink: '#111827',
  text: '#374151',
  muted: '#6B7280',
  rule: '#E5E7EB',
  zebra: '#F6F8F9',
  panel: '#F8FAFB',
  danger: '#B42318',
  dangerSoft: '#FDECEA',
  white: '#FFFFFF',
} as const

export const SIZES = {
  title: 22,
  section: 12.5,
  label: 8,
  body: 9.5,
  value: 11.5,
  small: 7.5,
} as const
