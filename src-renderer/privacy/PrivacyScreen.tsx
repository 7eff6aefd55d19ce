/**
 * The privacy screen: an opaque, neutral cover over the whole window, shown after the workstation was not used
 * for a while, so no patient data can be read from it. A modal <dialog> (over any dialog that was open below);
 * a click anywhere, a key, or "Continue" shows the screen again. The shell makes the screen below inert.
 */
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../ui'
import styles from './PrivacyScreen.module.css'

/** Keys that alone do not continue: moving the focus, and modifiers pressed on their own. */
const quietKeys = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock'])

export function PrivacyScreen({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])

  return (
    <dialog
      ref={ref}
      className={styles.screen}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="privacy-screen"
      onClick={onContinue}
      onKeyDown={(event) => {
        if (quietKeys.has(event.key)) return
        // The key only continues: it does not also type or press anything (the focus goes back below).
        event.preventDefault()
        onContinue()
      }}
      onCancel={(event) => {
        event.preventDefault()
        onContinue()
      }}
    >
      <div className={styles.panel}>
        <h1 id={titleId} className={styles.title}>
          {t('privacy.title')}
        </h1>
        <p className={styles.explained}>{t('privacy.explained')}</p>
        <Button variant="primary" data-testid="privacy-continue" autoFocus>
          {t('privacy.continue')}
        </Button>
      </div>
    </dialog>
  )
}
