/**
 * The clinic's rules in force for the open account (issue 41): an edit of settings.json cannot switch them off.
 * The rules belong to the clinic, so each account has its own record in settings.json, sealed (sealedRules.ts) with
 * a key in the keychain (secrets/rulesKey.ts) that also keeps the number of the last record saved. Each read checks
 * the record:
 * - sealed and the last one saved: it applies;
 * - changed outside the app (edited, removed, an older copy put back), or its key gone from the keychain: the
 *   strictest rules (ruleValues.ts) apply at once, are sealed in its place with when and why, and the account's
 *   audit trail says so (`rules.reset`, by the workstation); administrators see it in Settings until one saves the
 *   rules again;
 * - never sealed on this workstation (a new account, or the first start of this version): the rules of a
 *   settings.json from before the seal are adopted, once per keychain: they are copied into the keychain
 *   (`clinic-rules-adopted`) and taken out of the file, so putting them back into the file later does nothing;
 *   every account sealed for the first time after that takes the adopted values from the keychain (the same ones
 *   every account had before), or, where there were none, the first rules.
 * With no account open, nothing the rules guard can be done, and the strictest apply. The IT policy file
 * (clinicPolicy.ts) still fixes rules over whatever applies here (preferences.ts). Reads and saves run one at a
 * time.
 */
import type { SecretStore } from '../../secrets/keychain'
import {
  adoptedRules,
  keepAdoptedRules,
  newRulesAnchor,
  readRulesAnchor,
  writeRulesAnchor,
  forgetRulesAnchor,
  type RulesAnchor,
} from '../../secrets/rulesKey'
import type { Settings, SettingsStore } from '../../store/settings'
import { AUDIT_BY_WORKSTATION } from '../../../src-shared/contractValues'
import type { AuditRecord } from '../audit/auditLog'
import { areRuleValues, FIRST_RULES, legacyRuleValues, STRICTEST_RULES, type RuleValues } from './ruleValues'
import { checkRules, sealRules, type RulesReset, type RulesResetReason } from './sealedRules'

export interface RulesInForce {
  values: RuleValues
  /** When and why the strictest rules were put in place of the saved ones; null when they were not. */
  reset: RulesReset | null
  /** False while no account is open (the strictest apply). */
  account: boolean
}

export interface RulesAccount {
  keychainAccount: string
  audit: { record(entry: AuditRecord): void }
}

export interface ClinicRulesDeps {
  settings: SettingsStore
  secrets: SecretStore
  /** The open account, or null. */
  account(): RulesAccount | null
  /** The strictest rules were put in place (the screens read the rules again). */
  onReset?(): void
  now?: () => Date
}

const noAccount: RulesInForce = { values: STRICTEST_RULES, reset: null, account: false }

export function createClinicRules(deps: ClinicRulesDeps) {
  const now = deps.now ?? (() => new Date())
  /** Each account's anchor as last read or written: the keychain is read once per account and process. */
  const anchors = new Map<string, RulesAnchor | null>()
  let turn: Promise<unknown> = Promise.resolve()

  function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const next = turn.then(work, work)
    turn = next.catch(() => undefined)
    return next
  }

  async function anchorOf(keychainAccount: string): Promise<RulesAnchor | null> {
    if (!anchors.has(keychainAccount))
      anchors.set(keychainAccount, await readRulesAnchor(deps.secrets, keychainAccount))
    return anchors.get(keychainAccount) ?? null
  }

  /** Seals `values` as the account's next record: the file first, then the keychain (a cut between: `cutOff`). */
  async function save(
    account: RulesAccount,
    anchor: RulesAnchor,
    values: RuleValues,
    reset: RulesReset | null,
  ): Promise<RulesInForce> {
    const seq = anchor.seq + 1
    const record = sealRules(anchor.key, account.keychainAccount, { values, seq, reset })
    await deps.settings.update((current) => ({
      clinicRules: { ...current.clinicRules, [account.keychainAccount]: record },
    }))
    const next = { key: anchor.key, seq }
    await writeRulesAnchor(deps.secrets, account.keychainAccount, next)
    anchors.set(account.keychainAccount, next)
    return { values: record.values, reset, account: true }
  }

  /** The values an account sealed for the first time starts with (an older file's, adopted once per keychain). */
  async function firstValues(settings: Settings): Promise<RuleValues> {
    const adopted = await adoptedRules(deps.secrets)
    if (adopted !== undefined) return areRuleValues(adopted) ? adopted : FIRST_RULES
    const legacy = settings.legacyRules ? legacyRuleValues(settings.legacyRules) : null
    await keepAdoptedRules(deps.secrets, legacy)
    if (settings.legacyRules) await deps.settings.update({ legacyRules: null })
    return legacy ?? FIRST_RULES
  }

  async function reset(
    account: RulesAccount,
    anchor: RulesAnchor | null,
    reason: RulesResetReason,
  ): Promise<RulesInForce> {
    const at = now().toISOString()
    const inForce = await save(account, anchor ?? newRulesAnchor(), STRICTEST_RULES, { at, reason })
    account.audit.record({
      operatorId: AUDIT_BY_WORKSTATION,
      action: 'rules.reset',
      subjectId: null,
      detail: { reason },
    })
    deps.onReset?.()
    return inForce
  }

  async function inForce(account: RulesAccount, read?: Settings): Promise<RulesInForce> {
    const anchor = await anchorOf(account.keychainAccount)
    const check = (settings: Settings) =>
      checkRules(settings.clinicRules[account.keychainAccount], anchor, account.keychainAccount)
    let settings = read ?? (await deps.settings.read())
    let verdict = check(settings)
    // the caller read the file before a save queued ahead of this was done: only the file as it is now tells
    if (read && verdict.kind !== 'ok') {
      settings = await deps.settings.read()
      verdict = check(settings)
    }
    switch (verdict.kind) {
      case 'ok':
        return { values: verdict.record.values, reset: verdict.record.reset, account: true }
      case 'cutOff': {
        // the save's keychain half, done now (only a key there makes `cutOff`)
        if (anchor) {
          const next = { key: anchor.key, seq: verdict.record.seq }
          await writeRulesAnchor(deps.secrets, account.keychainAccount, next)
          anchors.set(account.keychainAccount, next)
        }
        return { values: verdict.record.values, reset: verdict.record.reset, account: true }
      }
      case 'new':
        return save(account, newRulesAnchor(), await firstValues(settings), null)
      case 'changed':
      case 'keyLost':
        return reset(account, verdict.kind === 'changed' ? anchor : null, verdict.kind)
    }
  }

  return {
    /**
     * The rules that apply now: `account`'s (by default the open one's); `settings`: the file as just read, if the
     * caller has it.
     */
    current(settings?: Settings, of?: RulesAccount): Promise<RulesInForce> {
      return oneAtATime(async () => {
        const account = of ?? deps.account()
        return account ? inForce(account, settings) : noAccount
      })
    },
    /**
     * Changes the rules named (an administrator's change, checked by preferences.ts) and seals them; whatever was
     * reset is over. Null when no account is open (there are no rules to change then).
     */
    change(change: Partial<RuleValues>): Promise<RulesInForce | null> {
      return oneAtATime(async () => {
        const account = deps.account()
        if (!account) return null
        const { values } = await inForce(account)
        const anchor = await anchorOf(account.keychainAccount)
        if (!anchor) throw new Error('the rules key vanished while it was in use')
        return save(account, anchor, { ...values, ...change }, null)
      })
    },
    /** The account's rules and their key go (the account is erased). */
    forget(keychainAccount: string): Promise<void> {
      return oneAtATime(async () => {
        anchors.delete(keychainAccount)
        await forgetRulesAnchor(deps.secrets, keychainAccount)
        await deps.settings.update((current) => {
          const { [keychainAccount]: _gone, ...others } = current.clinicRules
          return { clinicRules: others }
        })
      })
    },
  }
}
export type ClinicRules = ReturnType<typeof createClinicRules>
