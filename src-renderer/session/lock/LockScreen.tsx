/**
 * The lock (the privacy screen of issue 27): an opaque cover over the whole window, shown after the idle minutes,
 * on "Lock now", and on "Switch operator". Main refuses every call but a sign-in while it is up, so nothing below
 * can be read or done. The operator who locked it unlocks with their passphrase; anyone else signs in with name
 * and passphrase (a switch). A modal <dialog>: Escape does not close it.
 */
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Operator } from '../../../src-shared/contract'
import { skin } from '../../bridge/skin'
import { LinkButton } from '../../ui'
import { OperatorForm } from '../operators/OperatorForm'
import { useOperator } from '../../store/operatorStore'
import { applyOperatorStatus } from '../operators/useOperatorSync'
import styles from '../operators/operators.module.css'

export function LockScreen({ operator }: { operator: Operator }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const switching = useOperator((s) => s.switching)
  const setSwitching = useOperator((s) => s.setSwitching)

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])

  const signIn = async (name: string, passphrase: string) =>
    applyOperatorStatus(await skin.operator.signIn({ name: switching ? name : operator.name, passphrase }))

  return (
    <dialog
      ref={ref}
      className={styles.lock}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="lock-screen"
      onCancel={(event) => event.preventDefault()}
    >
      <div className={styles.lockPanel}>
        <h1 id={titleId} className={styles.title}>
          {switching ? t('operators.lock.switchTitle') : t('operators.lock.title')}
        </h1>
        <p className={styles.muted}>
          {switching ? t('operators.lock.switchIntro') : t('operators.lock.intro', { name: operator.name })}
        </p>
        <OperatorForm
          key={switching ? 'switch' : 'unlock'}
          idPrefix="lock"
          askName={switching}
          testId="lock-form"
          submitLabel={switching ? t('operators.signIn.submit') : t('operators.lock.unlock')}
          busyLabel={t('operators.signIn.busy')}
          onSubmit={signIn}
        />
        <LinkButton
          className={styles.other}
          data-testid="lock-other"
          onClick={() => setSwitching(!switching)}
        >
          {switching ? t('operators.lock.back', { name: operator.name }) : t('operators.lock.other')}
        </LinkButton>
      </div>
    </dialog>
  )
}
