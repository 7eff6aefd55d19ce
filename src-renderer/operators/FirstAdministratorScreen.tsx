/**
 * The account's first start (also the demo's): whoever sets the workstation up becomes its first administrator,
 * on one short screen, and is signed in at once. They add the others in Settings → Operators.
 */
import { useTranslation } from 'react-i18next'
import { skin } from '../bridge/skin'
import { AppFrame } from '../shell/AppFrame'
import { AppHeader } from '../shell/AppHeader'
import { Card } from '../ui'
import { OperatorForm } from './OperatorForm'
import { applyOperatorStatus } from './useOperatorSync'
import styles from './operators.module.css'

export function FirstAdministratorScreen() {
  const { t } = useTranslation()
  return (
    <AppFrame>
      <AppHeader />
      <main className={styles.page} id="main">
        <Card className={styles.card}>
          <h1 className={styles.title}>{t('operators.first.title')}</h1>
          <p className={styles.muted}>{t('operators.first.intro')}</p>
          <OperatorForm
            idPrefix="first-admin"
            askName
            newPassphrase
            testId="first-admin-form"
            submitLabel={t('operators.first.submit')}
            busyLabel={t('operators.first.busy')}
            onSubmit={async (name, passphrase) =>
              applyOperatorStatus(await skin.operator.createFirst({ name, passphrase }))
            }
          />
        </Card>
      </main>
    </AppFrame>
  )
}
