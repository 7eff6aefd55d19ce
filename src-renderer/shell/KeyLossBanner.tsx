/**
 * After the account opened without its data key (a new OS profile, a keychain reset): what that means, in words.
 * Everyone is told at the start it happened, until they dismiss it; the copies come again from the service by
 * themselves. What did not open was set aside, never deleted: an administrator is asked, start after start, to
 * keep it (the old key may yet be found) or delete it. Plain databases refused in the encrypted folder (put there
 * from outside the app) are told to administrators the same way: kept as evidence until one deletes them.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SetAsideOpened } from '../../src-shared/contract'
import { skin } from '../bridge/skin'
import { putAnswer } from '../data/putAnswer'
import { useChannel } from '../data/useChannel'
import { ConfirmAction } from '../ui/dialog/ConfirmAction'
import { useOperator } from '../store/operatorStore'
import { Button, Icon } from '../ui'
import { cx } from '../ui/classNames'
import styles from './banner.module.css'
import { OpenSetAsideAction } from './OpenSetAsideAction'

export function KeyLossBanner() {
  const { t } = useTranslation()
  const notice = useChannel('dataKey.notice', {})
  const administrator = useOperator((s) => s.status?.operator?.role === 'administrator')
  const [opened, setOpened] = useState<SetAsideOpened | null>(null)
  const data = notice.data
  if (opened && !data?.setAside) return <TakenBack opened={opened} onDone={() => setOpened(null)} />
  if (!data || (!data.lostNow && !administrator)) return null
  const lost = data.unrecoverableCaptures
  const folder = data.setAside
  return (
    <div className={cx(styles.banner, styles.warning)} role="alert" data-testid="key-lost">
      <Icon name="lock" size={20} />
      <p>
        {data.lostNow ? (
          <>
            {t('banner.keyLost')}{' '}
            {lost > 0 ? (
              <strong data-testid="key-lost-captures">
                {t(data.recoverable ? 'banner.keyLostCapturesRecoverable' : 'banner.keyLostCaptures', {
                  count: lost,
                })}
              </strong>
            ) : null}{' '}
          </>
        ) : null}
        {folder && data.keyLossSetAside ? (
          <span data-testid="key-set-aside">
            {t(administrator ? 'banner.keySetAsideAdmin' : 'banner.keySetAside', { folder })}
          </span>
        ) : null}{' '}
        {folder && administrator && data.plainRefused > 0 ? (
          <span data-testid="plain-refused">{t('banner.plainRefused', { folder })}</span>
        ) : null}
      </p>
      {folder && administrator && data.keyLossSetAside ? (
        <OpenSetAsideAction
          onOpened={(result) => {
            setOpened(result)
            notice.retry()
          }}
        />
      ) : null}
      {folder && administrator ? (
        <ConfirmAction
          label={t('banner.keySetAsideDiscard')}
          variant="danger-quiet"
          size="small"
          testId="key-set-aside-discard"
          title={t('banner.keySetAsideDiscardTitle')}
          body={t('banner.keySetAsideDiscardBody')}
          confirmLabel={t('banner.keySetAsideDiscard')}
          busyLabel={t('banner.keySetAsideDiscardBusy')}
          onConfirm={async () => {
            await skin.dataKey.discardSetAside()
            putAnswer('dataKey.notice', {}, null)
          }}
        />
      ) : null}
      <Button
        size="small"
        data-testid="key-lost-dismiss"
        onClick={() => {
          // Should main not answer (the account just closed), the notice stays: nothing is lost.
          skin.dataKey.dismissNotice().then(
            () => putAnswer('dataKey.notice', {}, null),
            () => undefined,
          )
        }}
      >
        {t('banner.understood')}
      </Button>
    </div>
  )
}

/** What opening the set-aside data took back, until it is read. */
function TakenBack({ opened, onDone }: { opened: SetAsideOpened; onDone(): void }) {
  const { t } = useTranslation()
  return (
    <div className={cx(styles.banner, styles.note)} role="status" data-testid="key-set-aside-opened">
      <Icon name="check" size={20} />
      <p>
        {t('banner.keySetAsideOpened', { count: opened.captures })}{' '}
        {opened.writes > 0 ? t('banner.keySetAsideOpenedWrites', { count: opened.writes }) : null}{' '}
        {opened.reports > 0 ? t('banner.keySetAsideOpenedReports', { count: opened.reports }) : null}{' '}
        {opened.stillClosed > 0 ? t('banner.keySetAsideStillClosed', { count: opened.stillClosed }) : null}
      </p>
      <Button size="small" data-testid="key-set-aside-opened-dismiss" onClick={onDone}>
        {t('banner.understood')}
      </Button>
    </div>
  )
}
