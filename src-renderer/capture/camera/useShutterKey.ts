/**
 * Space takes the photo while the camera is live, wherever the focus is, except in a field (where Space types or
 * opens a list) and on the shutter itself (which Space presses anyway). On another focused button Space is the
 * shutter too, not that button: Enter still presses it.
 */
import { useEffect, useRef } from 'react'

const ownsSpace = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  target.closest('input, select, textarea, [contenteditable], .shutter') !== null

export function useShutterKey(enabled: boolean, onPress: () => void): void {
  const press = useRef(onPress)
  useEffect(() => {
    press.current = onPress
  })
  useEffect(() => {
    if (!enabled) return
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || event.repeat || ownsSpace(event.target)) return
      if (document.querySelector('dialog[open]')) return
      event.preventDefault()
      press.current()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [enabled])
}
