/**
 * The frame both clinical settings forms share: what the target is for, the fields (children), Save with "Saved",
 * who may change them, a failure that belongs to no field, and "Test the connection" for administrators.
 */
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ClinicalTarget } from '../../../../src-shared/contract'
import { Button, Text } from '../../../ui'
import styles from './clinical.module.css'
import { ClinicalTestButton } from './ClinicalTestButton'

type Form = {
  busy: boolean
  done: boolean
  failure: string | null
  submit: (event: FormEvent) => Promise<void>
}
type Props = { target: ClinicalTarget; administrator: boolean; form: Form; children: ReactNode }

export function ClinicalFormFrame({ target, administrator, form, children }: Props) {
  const { t } = useTranslation()
  return (
    <form className={styles.form} noValidate onSubmit={(e) => void form.submit(e)}>
      <p className={styles.intro}>{t(`clinicalSettings.${target}.explained`)}</p>
      {children}
      {administrator ? (
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={form.busy} busy={form.busy}>
            {t('clinicalSettings.save')}
          </Button>
          {form.done ? (
            <p className={styles.saved} role="status">
              {t('clinicalSettings.saved')}
            </p>
          ) : null}
        </div>
      ) : (
        <Text tone="muted" size="sm">
          {t(`clinicalSettings.${target}.administratorsOnly`)}
        </Text>
      )}
      {form.failure ? (
        <Text tone="danger" size="sm" role="alert">
          {form.failure}
        </Text>
      ) : null}
      {administrator ? <ClinicalTestButton target={target} disabled={form.busy} /> : null}
    </form>
  )
}
