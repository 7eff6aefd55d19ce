/** Whether the ghost is shown and how strongly: one choice for the whole capture (every side keeps it). */
import { useState } from 'react'

export const GHOST_OPACITY_DEFAULT = 40
export const GHOST_OPACITY_MIN = 10
export const GHOST_OPACITY_MAX = 90

export type GhostView = {
  shown: boolean
  /** Percent. */
  opacity: number
  setShown: (shown: boolean) => void
  setOpacity: (opacity: number) => void
}

export function useGhostView(): GhostView {
  const [shown, setShown] = useState(true)
  const [opacity, setOpacity] = useState(GHOST_OPACITY_DEFAULT)
  return { shown, opacity, setShown, setOpacity }
}
