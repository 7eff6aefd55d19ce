/**
 * SMART Backend Services' client key: "Make a client key" (record.smartKey: main makes the pair and keeps the
 * private key in the keychain) and the public JWK Set, read-only with a Copy button, to register at the record
 * system for the client id. A new key replaces the old one, which the record system must then forget.
 */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { skin } from '../../../bridge/skin'
import { putAnswer } from '../../../data/putAnswer'
import { useChannel } from '../../../data/useChannel'
import { useErrorText } from '../../../i18n/useErrorText'
import { Button, Text } from '../../../ui'
import { TextAreaField } from '../../../ui/form/TextAreaField'
import styles from './clinical.module.css'

type Props = { clientId: string; administrator: boolean; disabled: boolean; error?: string }

export function SmartKeyPanel({ clientId, administrator, disabled, error }: Props) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const jwks = useChannel('record.settings.get', {}).data?.smartPublicJwks ?? null
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const make = async () => {
    setBusy(true)
    setFailure(null)
    setCopied(false)
    try {
      putAnswer('record.settings.get', {}, await skin.record.smartKey())
    } catch (e) {
      setFailure(errorText(e))
    } finally {
      setBusy(false)
    }
  }
  const copy = async () => {
    if (jwks === null) return
    setFailure(null)
    try {
      await navigator.clipboard.writeText(jwks)
      setCopied(true)
    } catch {
      // no clipboard here (or not allowed): the key stays selectable in the field
      setFailure(t('clinicalSettings.smart.copyFailed'))
    }
  }
  return (
    <div className={styles.smartKey}>
      {jwks === null ? (
        <Text tone="muted" size="sm">
          {t('clinicalSettings.smart.noKey')}
        </Text>
      ) : (
        <>
          <TextAreaField
            id="record-smartPublicJwks"
            label={t('clinicalSettings.smart.publicKey')}
            hint={t('clinicalSettings.smart.register', { clientId: clientId || '…' })}
            value={jwks}
            readOnly
            rows={6}
            spellCheck={false}
            className={styles.jwks}
          />
          <div className={styles.row}>
            <Button size="small" onClick={() => void copy()}>
              {t('clinicalSettings.smart.copy')}
            </Button>
            {copied ? (
              <span className={styles.saved} role="status">
                {t('clinicalSettings.smart.copied')}
              </span>
            ) : null}
          </div>
        </>
      )}
      {administrator ? (
        <Button size="small" disabled={disabled || busy} busy={busy} onClick={() => void make()}>
          {jwks === null ? t('clinicalSettings.smart.make') : t('clinicalSettings.smart.makeNew')}
        </Button>
      ) : null}
      {failure || error ? (
        <Text tone="danger" size="sm" role="alert">
          {failure ?? error}
        </Text>
      ) : null}
    </div>
  )
}
