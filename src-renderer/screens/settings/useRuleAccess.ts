/**
 * Whether the signed-in operator may change one of the clinic's rules here: administrators may, unless the IT
 * policy file fixes it; and the words that say why not. Main refuses the same (not_permitted, policy_fixed): this
 * only keeps the screen from offering what would be refused.
 */
import { useTranslation } from 'react-i18next'
import type { ClinicRuleName } from '../../../src-shared/contractValues'
import { useChannel } from '../../data/useChannel'
import { useOperator } from '../../store/operatorStore'

export function useRuleAccess(rule: ClinicRuleName): { editable: boolean; note: string | null } {
  const { t } = useTranslation()
  const rules = useChannel('preferences.get', {}).data?.rules
  const administrator = useOperator((s) => s.status?.operator?.role === 'administrator')
  if (rules?.fixed.includes(rule)) return { editable: false, note: t('settings.rules.fixed') }
  if (rules?.policy === 'unreadable') return { editable: false, note: t('settings.rules.unreadable') }
  if (!administrator) return { editable: false, note: t('settings.rules.administratorsOnly') }
  return { editable: true, note: null }
}
