/**
 * "Disconnect and erase" as the app does it: the account's folder moved away (store/accountErase.ts), then its
 * keychain items forgotten (the data key, the clinic rules' key, the audit anchor, the clinical secrets); an erase a killed process began
 * is finished at the next start, before anything of that account could be used again.
 */
import { forgetAuditAnchor } from '../secrets/auditAnchor'
import { forgetClinicalSecrets } from '../secrets/clinicalSecrets'
import { forgetDataKey } from '../secrets/dataKey'
import { beginErase, finishErases } from '../store/accountErase'
import { accountDir } from '../store/accountSpace'
import type { Connection } from '../store/settings'
import { logInternal, type AppParts } from './appParts'

/** The keychain items an erased account leaves behind, besides its key. */
async function forgetAccountItems({ options, secrets, clinicRules }: AppParts, keychainAccount: string) {
  await forgetDataKey(secrets, keychainAccount)
  await clinicRules.forget(keychainAccount)
  await forgetAuditAnchor(secrets, keychainAccount, accountDir(options.dataDir, keychainAccount))
  await forgetClinicalSecrets(secrets, keychainAccount)
}

/** The session's erase.begin: the folder moved away (the erase counts as done from here), its items forgotten. */
export async function beginAccountErase(parts: AppParts, connection: Connection): Promise<string | null> {
  const { options } = parts
  // the demo's own data (its database and photos) goes too: it may hold patients someone tried it with
  if (connection.mode === 'demo') await options.demo.erase?.()
  const doomed = await beginErase(options.dataDir, connection.keychainAccount)
  await forgetAccountItems(parts, connection.keychainAccount)
  return doomed
}

/** An erase a killed process began is finished before anything of that account could be used again. */
export async function finishCutOffErases(parts: AppParts): Promise<void> {
  const { options, secrets, settings } = parts
  await finishErases(options.dataDir, async (keychainAccount) => {
    await secrets.delete(keychainAccount)
    await forgetAccountItems(parts, keychainAccount)
    if ((await settings.read()).connection?.keychainAccount === keychainAccount)
      await settings.update({ connection: null })
  }).catch(logInternal('erase'))
}
