/** Nobody is signed in on this account (a start, or after "Sign out"): an operator signs in with name and passphrase. */
import { useTranslation } from 'react-i18next'
import { skin } from '../bridge/skin'
import { AppFrame } from '../shell/AppFrame'
import { AppHeader } from '../shell/AppHeader'
import { Card } from '../ui'
import { OperatorForm } from './OperatorForm'
import { applyOperatorStatus } from './useOperatorSync'
import styles from './operators.module.css'

export function SignInScreen({ companyName }: { companyName: string | null }) {
  const { t } = useTranslation()
  return (
    <AppFrame>
      <AppHeader />
      <main className={styles.page} id="main">
        <Card className={styles.card}>
          <h1 className={styles.title}>{t('operators.signIn.title')}</h1>
          <p className={styles.muted}>
            {companyName
              ? t('operators.signIn.introNamed', { company: companyName })
              : t('operators.signIn.intro')}
          </p>
          <OperatorForm
            idPrefix="operator-sign-in"
            askName
            testId="operator-sign-in-form"
            submitLabel={t('operators.signIn.submit')}
            busyLabel={t('operators.signIn.busy')}
            onSubmit={async (name, passphrase) =>
              applyOperatorStatus(await skin.operator.signIn({ name, passphrase }))
            }
          />
        </Card>
      </main>
    </AppFrame>
  )
}
