/**
 * The clinic's rules as settings.json keeps them (issue 41): one record per account, sealed with an HMAC-SHA256 under
 * the account's rules key from the keychain (secrets/rulesKey.ts) over the account, the record's number and
 * everything it says. Whether a record found in the file can be trusted is said here (`checkRules`); what then
 * applies, in clinicRules.ts. Pure but for the HMAC.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { RulesAnchor } from '../../secrets/rulesKey'
import { areRuleValues, onlyRules, ruleNames, type RuleValues } from './ruleValues'

/** Why the rules were set to the strictest: the file changed outside the app, or its seal cannot be checked. */
export type RulesResetReason = 'changed' | 'keyLost'
export interface RulesReset {
  at: string
  reason: RulesResetReason
}

export interface SealedRules {
  values: RuleValues
  /** One more than the record saved before it; the keychain keeps the last one's. */
  seq: number
  /** Set when the app put the strictest rules in place of ones it could not trust, until an administrator saves. */
  reset: RulesReset | null
  mac: string
}

const MAC_VERSION = 'skin-clinic-rules/1'

function macOf(key: Buffer, keychainAccount: string, record: Omit<SealedRules, 'mac'>): string {
  const sealed = JSON.stringify([
    MAC_VERSION,
    keychainAccount,
    record.seq,
    ruleNames.map((name) => record.values[name]),
    record.reset ? [record.reset.at, record.reset.reason] : null,
  ])
  return createHmac('sha256', key).update(sealed).digest('base64')
}

export function sealRules(
  key: Buffer,
  keychainAccount: string,
  record: Omit<SealedRules, 'mac'>,
): SealedRules {
  const sealed = { values: onlyRules(record.values), seq: record.seq, reset: record.reset }
  return { ...sealed, mac: macOf(key, keychainAccount, sealed) }
}

/** A record as read from the file, shaped as one (its seal not checked yet); null when it is not. */
function shapeOf(raw: unknown): SealedRules | null {
  if (typeof raw !== 'object' || raw === null) return null
  const r = raw as Record<string, unknown>
  const reset = r.reset as Record<string, unknown> | null | undefined
  const resetOk =
    reset === null ||
    (typeof reset === 'object' &&
      typeof reset.at === 'string' &&
      (reset.reason === 'changed' || reset.reason === 'keyLost'))
  if (!areRuleValues(r.values) || typeof r.seq !== 'number' || !resetOk || typeof r.mac !== 'string')
    return null
  return {
    values: onlyRules(r.values),
    seq: r.seq,
    reset: reset ? { at: reset.at as string, reason: reset.reason as RulesResetReason } : null,
    mac: r.mac,
  }
}

function sameMac(a: string, b: string): boolean {
  const left = Buffer.from(a, 'base64')
  const right = Buffer.from(b, 'base64')
  return left.byteLength === right.byteLength && timingSafeEqual(left, right)
}

/**
 * What a record found in settings.json is worth, against the keychain's anchor:
 * - `ok`: sealed under the key, and the last one saved;
 * - `cutOff`: sealed, one number ahead of the keychain: a save stopped between the file and the keychain (the file
 *   is written first). Only the app makes such a record, and only as its newest, so it cannot be an old copy;
 * - `new`: neither a record nor a key: the account's rules were never sealed on this workstation;
 * - `changed`: the key is there, the record is not, or is not sealed under it, or is an older one put back;
 * - `keyLost`: a record, but no key to check it with (the keychain lost it, or the record was made up).
 */
export type RulesVerdict =
  { kind: 'ok' | 'cutOff'; record: SealedRules } | { kind: 'new' | 'changed' | 'keyLost' }

export function checkRules(raw: unknown, anchor: RulesAnchor | null, keychainAccount: string): RulesVerdict {
  if (!anchor) return raw === undefined ? { kind: 'new' } : { kind: 'keyLost' }
  const record = shapeOf(raw)
  if (!record || !sameMac(record.mac, macOf(anchor.key, keychainAccount, record))) return { kind: 'changed' }
  if (record.seq === anchor.seq) return { kind: 'ok', record }
  if (record.seq === anchor.seq + 1) return { kind: 'cutOff', record }
  return { kind: 'changed' }
}
