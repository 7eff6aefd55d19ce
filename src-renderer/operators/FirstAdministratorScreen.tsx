/**
 * The account's first start (also the demo's): whoever sets the workstation up becomes its first administrator,
 * on one short screen, and is signed in at once. They add the others in Settings → Operators.
 */
import { useTranslation } from 'react-i18next'
import { skin } from '../bridge/skin'
import { OperatorForm } from './OperatorForm'
import { OperatorPage } from './OperatorPage'
import { applyOperatorStatus } from './useOperatorSync'

export function FirstAdministratorScreen() {
  const { t } = useTranslation()
  return (
    <OperatorPage title={t('operators.first.title')} intro={t('operators.first.intro')}>
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
    </OperatorPage>
  )
}
