/** Nobody is signed in on this account (a start, or after "Sign out"): an operator signs in with name and passphrase. */
import { useTranslation } from 'react-i18next'
import { skin } from '../../bridge/skin'
import { OperatorForm } from './OperatorForm'
import { OperatorPage } from './OperatorPage'
import { applyOperatorStatus } from './useOperatorSync'

export function SignInScreen({ companyName }: { companyName: string | null }) {
  const { t } = useTranslation()
  return (
    <OperatorPage
      title={t('operators.signIn.title')}
      intro={
        companyName ? t('operators.signIn.introNamed', { company: companyName }) : t('operators.signIn.intro')
      }
    >
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
    </OperatorPage>
  )
}
