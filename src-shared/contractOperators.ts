/**
 * The contract's operators (issue 27): who works at the workstation, whether it is locked, and the audit trail of
 * what they did. Main holds the state and enforces it (src-main/work/operators/, src-main/ipc/access.ts); the
 * renderer only shows it. Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'
import { Id } from './contractBase'
import {
  firstAdminProofs,
  OPERATOR_NAME_MAX_LENGTH,
  operatorRoles,
  PASSPHRASE_MAX_LENGTH,
} from './contractValues'

export const OperatorRole = z.enum(operatorRoles)
export type OperatorRole = z.infer<typeof OperatorRole>

/**
 * Where the workstation stands: `none` (no account is open: the connect screen), `setup` (the account has no
 * operator yet: the first administrator is made), `signedOut`, `locked` (an operator is signed in, and the
 * workstation waits for their passphrase or another operator), `signedIn`.
 */
export const operatorStates = ['none', 'setup', 'signedOut', 'locked', 'signedIn'] as const
export const OperatorState = z.enum(operatorStates)
export type OperatorState = z.infer<typeof OperatorState>

export const Operator = z.object({ id: z.string(), name: z.string(), role: OperatorRole })
export type Operator = z.infer<typeof Operator>

export const OperatorStatus = z.object({
  state: OperatorState,
  /** The signed-in operator (also while locked); null otherwise. */
  operator: Operator.nullable(),
})
export type OperatorStatus = z.infer<typeof OperatorStatus>

/** An operator as administrators see them in Settings. */
export const OperatorRecord = Operator.extend({
  /** False once an administrator disabled them: they cannot sign in; their audit entries stay. */
  active: z.boolean(),
  createdAt: z.string(),
})
export type OperatorRecord = z.infer<typeof OperatorRecord>

const OperatorName = z.string().max(OPERATOR_NAME_MAX_LENGTH)
/** Never stored, never logged, never sent back: main keeps only its scrypt hash. */
const Passphrase = z.string().max(PASSPHRASE_MAX_LENGTH)

export const OperatorSignInArgs = z.object({ name: OperatorName, passphrase: Passphrase })
export type OperatorSignInArgs = z.infer<typeof OperatorSignInArgs>
/**
 * What proves the right to make the first administrator after the account's operators were lost (issue 41): never
 * stored, never logged, never sent back; the kind is recorded in the audit trail.
 */
export const FirstAdminProof = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('recoveryKey'), passphrase: Passphrase }),
  z.object({ kind: z.literal('apiKey'), apiKey: z.string().max(16_384) }),
  z.object({ kind: z.literal('signIn'), email: z.string().max(254), password: z.string().max(1024) }),
])
export type FirstAdminProof = z.infer<typeof FirstAdminProof>
export const OperatorCreateFirstArgs = OperatorSignInArgs.extend({
  proof: FirstAdminProof.nullable().default(null),
})
export type OperatorCreateFirstArgs = z.input<typeof OperatorCreateFirstArgs>

/** Whether the setup screen asks for a proof, why, and which proofs this account can take (issue 41). */
export const SetupNeeds = z.object({
  proof: z.boolean(),
  /** `keyLost`: the data key was lost at this opening; `history`: the account had a trail or operators here. */
  reason: z.enum(['keyLost', 'history']).nullable(),
  ways: z.array(z.enum(firstAdminProofs)),
})
export type SetupNeeds = z.infer<typeof SetupNeeds>

export const OperatorAddArgs = OperatorSignInArgs.extend({ role: OperatorRole })
export type OperatorAddArgs = z.infer<typeof OperatorAddArgs>
export const OperatorSetActiveArgs = z.object({ id: Id, active: z.boolean() })
/** A capture is open (true) and asks main to hold its idle lock off, or is closed (false). */
export const OperatorHoldArgs = z.object({ capture: z.boolean() }).strict()

/** Which entries of the audit trail: of one patient, one operator, between two days (YYYY-MM-DD, inclusive). */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
export const AuditFilter = z.object({
  subjectId: Id.nullable().default(null),
  operatorId: Id.nullable().default(null),
  from: Day.nullable().default(null),
  to: Day.nullable().default(null),
})
export type AuditFilter = z.infer<typeof AuditFilter>

export const AuditEntryView = z.object({
  seq: z.number().int(),
  /** ISO-8601 UTC. */
  at: z.string(),
  operatorId: z.string(),
  /** The operator's name now (their id when no operator has it: `system`, or one removed). */
  operatorName: z.string(),
  /** What was done: one of `auditActions`. */
  action: z.string(),
  subjectId: z.string().nullable(),
  /** Ids that say what else was touched (dataset, visit, report): never a name or a secret. */
  detail: z.record(z.string(), z.string()),
})
export type AuditEntryView = z.infer<typeof AuditEntryView>

export const AuditChain = z.object({
  /** False when an entry was edited, removed, reordered or cut off the end: never repaired, only reported. */
  intact: z.boolean(),
  entries: z.number().int(),
  /** The first entry (its number) from which the chain does not hold; null when it holds. */
  brokenAt: z.number().int().nullable(),
})
export type AuditChain = z.infer<typeof AuditChain>

/**
 * What the anchor in the keychain found (issue 41), whatever the filter: each is an entry of the trail (`seq`, `at`).
 * `missing`: entries `from`–`to` were anchored but are not in the trail (cut off, or the folder copied back from an
 * earlier state); `setAside`: the trail before did not open with the data key and was kept as `file`, entries
 * 1–`to` in it (`to` null when no anchor said how many); `unanchored`: entries 1–`to` had no anchor.
 */
export const AuditFinding = z.object({
  seq: z.number().int(),
  at: z.string(),
  kind: z.enum(['missing', 'setAside', 'unanchored']),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  file: z.string().nullable(),
})
export type AuditFinding = z.infer<typeof AuditFinding>

/** The anchor's own state: the newest entry anchored, and since when the keychain refuses to keep it. */
export const AuditAnchorState = z.object({
  written: z.number().int().nullable(),
  failingSince: z.string().nullable(),
})
export type AuditAnchorState = z.infer<typeof AuditAnchorState>

export const AuditPage = z.object({
  entries: z.array(AuditEntryView),
  /** How many entries the filter matched; at most AUDIT_LIST_MAX are in `entries` (the newest). */
  matched: z.number().int(),
  chain: AuditChain,
  findings: z.array(AuditFinding),
  anchor: AuditAnchorState,
})
export type AuditPage = z.infer<typeof AuditPage>
