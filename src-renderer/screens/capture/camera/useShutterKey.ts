/**
 * Space takes the photo while the camera is live and the focus is on no control: in a field Space types or opens
 * a list, and on a button (a mode button, the shutter itself) it presses that button, as everywhere else.
 */
import { useEffect, useRef } from 'react'

const ownsSpace = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  target.closest(
    'input, select, textarea, [contenteditable], button, a[href], [role=button], [role=radio], [role=checkbox], [role=switch], [role=tab]',
  ) !== null

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
