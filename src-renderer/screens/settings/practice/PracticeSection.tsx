/**
 * Settings → Practice software (GDT), issue 43: the exchange folder, the short names, the GDT version and
 * character set, the results file's name and the dataset for new patients. Administrators change them (main refuses
 * anyone else: not_permitted, and records each change in the audit trail); everyone else sees them read-only.
 */
import { useTranslation } from 'react-i18next'
import type { PracticeSettings } from '../../../../src-shared/contract'
import { useChannel } from '../../../data/useChannel'
import { useOperator } from '../../../store/operatorStore'
import { Button, Section, Text } from '../../../ui'
import { LoadFailed } from '../../../ui/feedback/LoadFailed'
import styles from './practice.module.css'
import { PracticeFields } from './PracticeFields'
import { PracticeStatusNote } from './PracticeStatusNote'
import { PracticeTestButton } from './PracticeTestButton'
import { usePracticeForm } from './usePracticeForm'

function PracticeForm({ saved }: { saved: PracticeSettings }) {
  const { t } = useTranslation()
  const administrator = useOperator((s) => s.status?.operator?.role === 'administrator')
  const form = usePracticeForm(saved)
  return (
    <form className={styles.form} noValidate onSubmit={(e) => void form.submit(e)}>
      <p className={styles.intro}>{t('practiceSettings.explained')}</p>
      <PracticeStatusNote />
      <PracticeFields
        values={form.values}
        errors={form.errors}
        disabled={!administrator || form.busy}
        change={form.change}
      />
      {administrator ? (
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={form.busy} busy={form.busy}>
            {t('practiceSettings.save')}
          </Button>
          {form.done ? (
            <p className={styles.saved} role="status">
              {t('practiceSettings.saved')}
            </p>
          ) : null}
        </div>
      ) : (
        <Text tone="muted" size="sm">
          {t('practiceSettings.administratorsOnly')}
        </Text>
      )}
      {form.failure ? (
        <Text tone="danger" size="sm" role="alert">
          {form.failure}
        </Text>
      ) : null}
      {administrator ? <PracticeTestButton disabled={form.busy} /> : null}
    </form>
  )
}

export function PracticeSection() {
  const { t } = useTranslation()
  const settings = useChannel('practice.settings.get', {})
  return (
    <Section titleId="practice-settings-title" title={t('practiceSettings.title')}>
      {settings.data ? (
        <PracticeForm saved={settings.data} />
      ) : settings.status === 'error' ? (
        <LoadFailed error={settings.error} onRetry={settings.retry} testId="practice-settings-failed" />
      ) : null}
    </Section>
  )
}
