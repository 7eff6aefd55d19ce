/**
 * What the clinic's rules are sealed with and checked against (issue 41), in the OS keychain, where the person at
 * the keyboard with a file manager cannot make or roll back an item:
 * - `clinic-rules:<keychain account>`: the account's rules key (32 random bytes, an HMAC-SHA256 key of its own,
 *   apart from the data key, so a change of the data key leaves the seal as it is) and the number of the rules
 *   record last saved (`seq`): an older record, put back from a copy, has a lower number;
 * - `clinic-rules-adopted`: the rules of a settings.json from before the seal, adopted once for every account of
 *   this keychain (JSON of the values; `null`: there were none), so the file's unsealed rules are read only once.
 * Neither is secret to the person who may read the keychain; they are kept there because it cannot be written
 * around. Never sent to the renderer or logged.
 */
import { randomBytes } from 'node:crypto'
import type { SecretStore } from './keychain'

export const RULES_KEY_BYTES = 32

export interface RulesAnchor {
  key: Buffer
  /** The number of the rules record last saved. */
  seq: number
}

export const rulesKeyAccount = (keychainAccount: string) => `clinic-rules:${keychainAccount}`
export const ADOPTED_RULES_ACCOUNT = 'clinic-rules-adopted'

/** The account's rules anchor; null when there is none, or what is there is not one (a lost key, to the reader). */
export async function readRulesAnchor(
  secrets: SecretStore,
  keychainAccount: string,
): Promise<RulesAnchor | null> {
  const kept = await secrets.get(rulesKeyAccount(keychainAccount))
  if (kept === null) return null
  try {
    const parsed = JSON.parse(kept) as { key?: unknown; seq?: unknown }
    const key = typeof parsed.key === 'string' ? Buffer.from(parsed.key, 'base64') : null
    if (!key || key.byteLength !== RULES_KEY_BYTES) return null
    if (typeof parsed.seq !== 'number' || !Number.isSafeInteger(parsed.seq) || parsed.seq < 0) return null
    return { key, seq: parsed.seq }
  } catch {
    return null
  }
}

export async function writeRulesAnchor(
  secrets: SecretStore,
  keychainAccount: string,
  anchor: RulesAnchor,
): Promise<void> {
  await secrets.set(
    rulesKeyAccount(keychainAccount),
    JSON.stringify({ key: anchor.key.toString('base64'), seq: anchor.seq }),
  )
}

/** A new rules key, at number 0 (nothing saved with it yet). */
export const newRulesAnchor = (): RulesAnchor => ({ key: randomBytes(RULES_KEY_BYTES), seq: 0 })

/** The account's rules key goes (the account is erased). */
export async function forgetRulesAnchor(secrets: SecretStore, keychainAccount: string): Promise<void> {
  await secrets.delete(rulesKeyAccount(keychainAccount))
}

/** The adopted rules of an older settings.json: undefined when none were adopted yet (never looked). */
export async function adoptedRules(secrets: SecretStore): Promise<unknown> {
  const kept = await secrets.get(ADOPTED_RULES_ACCOUNT)
  if (kept === null) return undefined
  try {
    return JSON.parse(kept) as unknown
  } catch {
    return null
  }
}

export async function keepAdoptedRules(secrets: SecretStore, values: unknown): Promise<void> {
  await secrets.set(ADOPTED_RULES_ACCOUNT, JSON.stringify(values))
}
