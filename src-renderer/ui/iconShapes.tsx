/**
 * The app's icons by name: each one's viewBox, default stroke width and shapes. Icon.tsx draws them with
 * fill "none" and stroke "currentColor" (the text colour); a shape's own attributes win over those.
 * Line caps and joins are each shape's own. The stroke width is set on the <svg>, so a size can thicken or thin
 * it; a shape with a width of its own keeps it.
 */
import type { ReactNode } from 'react'

export type IconShape = {
  viewBox: string
  strokeWidth: number
  shapes: ReactNode
}

const round = { strokeLinecap: 'round', strokeLinejoin: 'round' } as const
const CAMERA_BODY =
  'M4 8.5A1.5 1.5 0 0 1 5.5 7h2l1.5-2h6l1.5 2h2A1.5 1.5 0 0 1 20 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 17.5v-9Z'
const TICK_16 = 'm3.5 8.5 3 3 6-7'

export const iconShapes = {
  /** The app's mark in the header: a filled rounded square with a ring and a dot. */
  brand: {
    viewBox: '0 0 32 32',
    strokeWidth: 2,
    shapes: (
      <>
        <rect width="32" height="32" rx="8" fill="currentColor" stroke="none" />
        <circle cx="16" cy="16" r="8.5" stroke="#fff" />
        <circle cx="16" cy="16" r="3" fill="#fff" stroke="none" />
      </>
    ),
  },
  camera: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.7,
    shapes: (
      <>
        <path d={CAMERA_BODY} strokeLinejoin="round" />
        <circle cx="12" cy="12.5" r="3.3" />
      </>
    ),
  },
  'camera-off': {
    viewBox: '0 0 24 24',
    strokeWidth: 1.5,
    shapes: (
      <>
        <path d={CAMERA_BODY} strokeLinejoin="round" />
        <path d="M4 4l16 16" />
      </>
    ),
  },
  /** A camera with no slash: "no camera found" beside camera-off's "not allowed" or "failed". */
  'camera-missing': {
    viewBox: '0 0 24 24',
    strokeWidth: 1.5,
    shapes: <path d={CAMERA_BODY} strokeLinejoin="round" />,
  },
  /** A tick, drawn for 12–16 px. */
  'check-small': {
    viewBox: '0 0 16 16',
    strokeWidth: 2,
    shapes: <path d={TICK_16} />,
  },
  /** A rounded tick, drawn for 16 px (the connect screen's list). */
  'check-round': {
    viewBox: '0 0 16 16',
    strokeWidth: 1.8,
    shapes: <path d={TICK_16} {...round} />,
  },
  check: {
    viewBox: '0 0 24 24',
    strokeWidth: 2,
    shapes: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  },
  'check-circle': {
    viewBox: '0 0 24 24',
    strokeWidth: 1.5,
    shapes: (
      <>
        <circle cx="12" cy="12" r="9.5" />
        <path d="m7.5 12.5 3 3 6-6.5" strokeWidth="1.8" />
      </>
    ),
  },
  cloud: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.8,
    shapes: (
      <path d="M7 18a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 18 9.5a4 4 0 0 1-.5 8.5H7Z" strokeLinejoin="round" />
    ),
  },
  document: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.5,
    shapes: (
      <>
        <path
          d="M6.5 3h7.5l4.5 4.5V19.5A1.5 1.5 0 0 1 17 21H6.5A1.5 1.5 0 0 1 5 19.5v-15A1.5 1.5 0 0 1 6.5 3Z"
          strokeLinejoin="round"
        />
        <path d="M14 3v4.5h4.5M8.5 12.5h7M8.5 15.5h7M8.5 9.5h3" />
      </>
    ),
  },
  /** An empty tray: a list with nothing in it. */
  empty: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.6,
    shapes: <path d="M4 13.5 6.5 5h11l2.5 8.5V19H4v-5.5Zm0 0h5l1 2h4l1-2h5" strokeLinejoin="round" />,
  },
  /** An exclamation mark alone, drawn for 12 px (a check not yet met). */
  'exclamation-small': {
    viewBox: '0 0 16 16',
    strokeWidth: 2,
    shapes: <path d="M8 4v5M8 11.5v.5" strokeLinecap="round" />,
  },
  /** A crossed-out page: a file that could not be read. */
  'file-unreadable': {
    viewBox: '0 0 24 24',
    strokeWidth: 1.5,
    shapes: <path d="M6.5 3.5h7l4 4v13h-11v-17Zm7 0v4h4M9.5 12.5l5 5m0-5-5 5" strokeLinejoin="round" />,
  },
  globe: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.6,
    shapes: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
      </>
    ),
  },
  /** An exclamation mark in a circle: something could not be done. */
  problem: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.6,
    shapes: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16v.5" strokeWidth="1.8" strokeLinecap="round" />
      </>
    ),
  },
  lock: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.8,
    shapes: <path d="M8 11V8a4 4 0 0 1 8 0v3M6 11h12v9H6zM12 14.5v2" {...round} />,
  },
  monitor: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.8,
    shapes: (
      <>
        <rect x="3" y="4" width="18" height="12" rx="2" />
        <path d="M8 20h8M12 16v4" strokeLinecap="round" />
      </>
    ),
  },
  offline: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.8,
    shapes: (
      <path
        d="M3 8.5a14 14 0 0 1 18 0M6.5 12a9 9 0 0 1 11 0M10 15.5a4 4 0 0 1 4 0M12 19h.01M4 4l16 16"
        strokeLinecap="round"
      />
    ),
  },
  search: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.8,
    shapes: (
      <>
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4.5 4.5" strokeLinecap="round" />
      </>
    ),
  },
  settings: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.8,
    shapes: (
      <>
        <circle cx="12" cy="12" r="3" />
        <path
          d="M12 2.8v2.4M12 18.8v2.4M21.2 12h-2.4M5.2 12H2.8M18.5 5.5l-1.7 1.7M7.2 16.8l-1.7 1.7M18.5 18.5l-1.7-1.7M7.2 7.2 5.5 5.5"
          strokeLinecap="round"
        />
      </>
    ),
  },
  /** An arrow up out of a tray: the upload queue. */
  upload: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.8,
    shapes: (
      <path
        d="M12 15V4m0 0-4 4m4-4 4 4M5 14v4.5A1.5 1.5 0 0 0 6.5 20h11a1.5 1.5 0 0 0 1.5-1.5V14"
        {...round}
      />
    ),
  },
  /** An arrow up from a lower tray: photos to add from files. */
  'upload-files': {
    viewBox: '0 0 24 24',
    strokeWidth: 1.6,
    shapes: (
      <path
        d="M4 16.5v2A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5v-2M12 4v11m0-11L8 8m4-4 4 4"
        {...round}
      />
    ),
  },
  warning: {
    viewBox: '0 0 24 24',
    strokeWidth: 1.8,
    shapes: (
      <>
        <path d="M12 3 2 20h20L12 3Z" strokeLinejoin="round" />
        <path d="M12 10v4M12 17v.5" strokeLinecap="round" />
      </>
    ),
  },
  minus: {
    viewBox: '0 0 16 16',
    strokeWidth: 1.8,
    shapes: <path d="M3.5 8h9" strokeLinecap="round" />,
  },
  plus: {
    viewBox: '0 0 16 16',
    strokeWidth: 1.8,
    shapes: <path d="M3.5 8h9M8 3.5v9" strokeLinecap="round" />,
  },
} satisfies Record<string, IconShape>

export type IconName = keyof typeof iconShapes
