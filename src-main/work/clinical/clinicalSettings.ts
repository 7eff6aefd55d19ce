/**
 * The two clinical targets' settings as the channels see them (issue 44): read with whether a secret is saved
 * (never the secret), set with a new secret or none, a new SMART client key, and "Test the connection". Settings
 * go to the account's database, secrets to the keychain; enabling a target whose secret is missing is refused
 * (clinical_secret_missing, with the field). Who may call which is ipc/access.ts's; the audit is auditedCalls.ts's.
 */
import type {
  ArchiveSettings,
  ArchiveSettingsView,
  RecordSettings,
  RecordSettingsView,
} from '../../../src-shared/contract'
import type { ClinicalSecrets } from '../../secrets/clinicalSecrets'
import type { ClinicalStore } from '../../store/accountDb/clinicalDeliveries'
import { AppFailure } from '../appFailure'
import { checkedArchiveSettings, readArchiveSettings } from './archiveSettings'
import { checkedRecordSettings, readRecordSettings } from './recordSettings'
import type { SmartTools } from './smartTools'

export interface ClinicalSettingsDeps {
  store: Pick<ClinicalStore, 'settings' | 'setSettings'>
  secrets: ClinicalSecrets
  smart: Pick<SmartTools, 'createSmartKey' | 'publicJwksOf' | 'tokens'>
  /** A target's settings changed: a send under way to it ends, and the queue tries what waits at once. */
  changed(target: 'record' | 'archive'): void
}

/** The secret a target's settings need, and the field the form shows it in; null: none. */
function recordSecret(settings: RecordSettings) {
  return settings.auth === 'smart'
    ? ({ secret: 'record-smart-key', field: 'smartKey' } as const)
    : ({ secret: 'record-token', field: 'token' } as const)
}

export function createClinicalSettings(deps: ClinicalSettingsDeps) {
  let record = readRecordSettings(deps.store)
  let archive = readArchiveSettings(deps.store)

  async function smartPublicJwks(): Promise<string | null> {
    const key = await deps.secrets.get('record-smart-key')
    return key ? deps.smart.publicJwksOf(key).catch(() => null) : null
  }
  const recordView = async (): Promise<RecordSettingsView> => ({
    ...record,
    tokenSaved: await deps.secrets.has('record-token'),
    smartPublicJwks: await smartPublicJwks(),
  })
  const archiveView = async (): Promise<ArchiveSettingsView> => ({
    ...archive,
    secretSaved: await deps.secrets.has('archive-secret'),
  })

  return {
    record: (): RecordSettings => record,
    archive: (): ArchiveSettings => archive,
    recordView,
    archiveView,
    async setRecord(args: { settings: RecordSettings; token: string | null }): Promise<RecordSettingsView> {
      const next = checkedRecordSettings(args.settings)
      const needs = recordSecret(next)
      const tokenAfter =
        args.token === null ? await deps.secrets.has('record-token') : args.token.trim() !== ''
      const saved = needs.secret === 'record-token' ? tokenAfter : await deps.secrets.has(needs.secret)
      if (next.enabled && !saved) throw new AppFailure('clinical_secret_missing', {}, needs.field)
      if (args.token !== null) await deps.secrets.set('record-token', args.token.trim())
      deps.store.setSettings('record.settings', JSON.stringify(next))
      record = next
      deps.smart.tokens.forget()
      deps.changed('record')
      return recordView()
    },
    /** A new SMART client key: the private JWK to the keychain; the view shows its public JWK Set to register. */
    async newSmartKey(): Promise<RecordSettingsView> {
      const made = await deps.smart.createSmartKey()
      await deps.secrets.set('record-smart-key', made.privateJwk)
      deps.smart.tokens.forget()
      deps.changed('record')
      return recordView()
    },
    async setArchive(args: {
      settings: ArchiveSettings
      secret: string | null
    }): Promise<ArchiveSettingsView> {
      const next = checkedArchiveSettings(args.settings)
      const secretAfter =
        args.secret === null ? await deps.secrets.has('archive-secret') : args.secret.trim() !== ''
      if (next.enabled && next.auth !== 'none' && !secretAfter)
        throw new AppFailure('clinical_secret_missing', {}, 'secret')
      // a password is kept as typed (spaces may be part of it); one of spaces only removes it
      if (args.secret !== null)
        await deps.secrets.set('archive-secret', args.secret.trim() === '' ? '' : args.secret)
      deps.store.setSettings('archive.settings', JSON.stringify(next))
      archive = next
      deps.changed('archive')
      return archiveView()
    },
  }
}
export type ClinicalSettings = ReturnType<typeof createClinicalSettings>
