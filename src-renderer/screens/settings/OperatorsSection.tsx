/**
 * Settings → Operators (administrators): who may sign in to this workstation, with their role; adding one (name,
 * role, a first passphrase given to them in person), and disabling one who left (their audit entries stay; the
 * last administrator cannot be disabled: main says so).
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OperatorRecord, OperatorRole } from '../../../src-shared/contract'
import { operatorRoles } from '../../../src-shared/contractValues'
import { skin } from '../../bridge/skin'
import { useChannel } from '../../data/useChannel'
import { ErrorAlert } from '../../ui/feedback/ErrorAlert'
import { formatDate } from '../../format/dates'
import { OperatorForm } from '../../session/operators/OperatorForm'
import { Badge, Button, Select, Section, VisuallyHidden } from '../../ui'
import styles from './settings.module.css'

export function OperatorsSection() {
  const { t, i18n } = useTranslation()
  const list = useChannel('operators.list', {})
  const [role, setRole] = useState<OperatorRole>('clinician')
  const [adding, setAdding] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [added, setAdded] = useState<string | null>(null)

  const setActive = async (operator: OperatorRecord) => {
    setError(null)
    try {
      await skin.operators.setActive({ id: operator.id, active: !operator.active })
      list.retry()
    } catch (e) {
      setError(e)
    }
  }

  return (
    <Section titleId="operators-title" title={t('settings.operators.title')}>
      <div className={styles.operators}>
        <table className={styles.table} data-testid="operators-table">
          <caption className={styles.caption}>{t('settings.operators.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('settings.operators.name')}</th>
              <th scope="col">{t('settings.operators.role')}</th>
              <th scope="col">{t('settings.operators.since')}</th>
              <th scope="col">
                <VisuallyHidden>{t('settings.operators.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {(list.data ?? []).map((operator) => (
              <tr key={operator.id} data-testid="operator-row">
                <th scope="row">
                  {operator.name}{' '}
                  {operator.active ? null : <Badge tone="warning">{t('settings.operators.disabled')}</Badge>}
                </th>
                <td>{t(`operators.role.${operator.role}`)}</td>
                <td>{formatDate(operator.createdAt, i18n.language)}</td>
                <td className={styles.rowAction}>
                  <Button
                    size="small"
                    variant="quiet"
                    data-testid={`operator-${operator.active ? 'disable' : 'enable'}`}
                    aria-label={t(
                      operator.active ? 'settings.operators.disableNamed' : 'settings.operators.enableNamed',
                      {
                        name: operator.name,
                      },
                    )}
                    onClick={() => void setActive(operator)}
                  >
                    {t(operator.active ? 'settings.operators.disable' : 'settings.operators.enable')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ErrorAlert error={error} testId="operators-error" />
        {added ? (
          <p role="status" data-testid="operator-added">
            {t('settings.operators.added', { name: added })}
          </p>
        ) : null}
        {adding ? (
          <div className={styles.addOperator}>
            <h3>{t('settings.operators.addTitle')}</h3>
            <Select
              id="new-operator-role"
              label={t('settings.operators.role')}
              value={role}
              data-testid="new-operator-role"
              onChange={(e) => setRole(e.target.value as OperatorRole)}
            >
              {operatorRoles.map((r) => (
                <option key={r} value={r}>
                  {t(`operators.role.${r}`)}
                </option>
              ))}
            </Select>
            <OperatorForm
              idPrefix="new-operator"
              askName
              newPassphrase
              nameLabel={t('settings.operators.name')}
              testId="add-operator-form"
              submitLabel={t('settings.operators.add')}
              busyLabel={t('settings.operators.adding')}
              onSubmit={async (name, passphrase) => {
                const operator = await skin.operators.add({ name, passphrase, role })
                setAdding(false)
                setAdded(operator.name)
                list.retry()
              }}
            />
          </div>
        ) : (
          <div>
            <Button
              data-testid="add-operator"
              onClick={() => {
                setAdded(null)
                setAdding(true)
              }}
            >
              {t('settings.operators.addTitle')}
            </Button>
          </div>
        )}
      </div>
    </Section>
  )
}
