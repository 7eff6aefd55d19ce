/**
 * The header's operator: who is signed in (and their role), and a small menu: "Lock now" (also Ctrl+Shift+L, ⌘⇧L
 * on macOS), "Switch operator" (the lock screen, asking for a name) and "Sign out". A disclosure: the button says
 * whether the menu is open; Escape or a click elsewhere closes it.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Operator } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { Badge, Button } from '../../ui'
import { useOperator } from '../../store/operatorStore'
import { applyOperatorStatus } from './useOperatorSync'
import styles from './operators.module.css'

/** Ctrl+Shift+L (⌘⇧L): Ctrl+L is the browser's address bar, and the OS has its own lock on Win+L / ⌃⌘Q. */
export const isLockShortcut = (event: KeyboardEvent) =>
  event.shiftKey && (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'l'

export function OperatorMenu({ operator, onLock }: { operator: Operator; onLock: () => void }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const setSwitching = useOperator((s) => s.setSwitching)

  useEffect(() => {
    const shortcut = (event: KeyboardEvent) => {
      if (!isLockShortcut(event)) return
      event.preventDefault()
      onLock()
    }
    window.addEventListener('keydown', shortcut)
    return () => window.removeEventListener('keydown', shortcut)
  }, [onLock])

  useEffect(() => {
    if (!open) return
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    window.addEventListener('pointerdown', outside)
    return () => window.removeEventListener('pointerdown', outside)
  }, [open])

  return (
    <div
      ref={root}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.stopPropagation()
        setOpen(false)
        root.current?.querySelector<HTMLElement>('[aria-controls]')?.focus()
      }}
    >
      <Button
        variant="quiet"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="operator-menu"
        onClick={() => setOpen(!open)}
      >
        <span className={styles.who}>{operator.name}</span>
        <Badge tone={operator.role === 'administrator' ? 'accent' : 'neutral'}>
          {t(`operators.role.${operator.role}`)}
        </Badge>
      </Button>
      {open ? (
        <div id={menuId} className={styles.menuPanel} role="group" aria-label={t('operators.menu')}>
          <Button
            variant="quiet"
            data-testid="lock-now"
            aria-keyshortcuts="Control+Shift+L Meta+Shift+L"
            onClick={() => {
              setOpen(false)
              onLock()
            }}
          >
            {t('operators.lockNow')}
            {/* told to assistive technology by aria-keyshortcuts; shown here */}
            <kbd className={styles.kbd} aria-hidden="true">
              {t('operators.lockShortcut')}
            </kbd>
          </Button>
          <Button
            variant="quiet"
            data-testid="switch-operator"
            onClick={() => {
              setOpen(false)
              setSwitching(true)
              onLock()
            }}
          >
            {t('operators.switch')}
          </Button>
          <Button
            variant="quiet"
            data-testid="sign-out"
            onClick={async () => applyOperatorStatus(await skin.operator.signOut())}
          >
            {t('operators.signOut')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
