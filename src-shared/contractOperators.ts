/**
 * The contract's operators (issue 27): who works at the workstation, whether it is locked, and the audit trail of
 * what they did. Main holds the state and enforces it (src-main/work/operators/, src-main/ipc/access.ts); the
 * renderer only shows it. Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'
import { Id } from './contractBase'
import { OPERATOR_NAME_MAX_LENGTH, operatorRoles, PASSPHRASE_MAX_LENGTH } from './contractValues'

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

export const AuditPage = z.object({
  entries: z.array(AuditEntryView),
  /** How many entries the filter matched; at most AUDIT_LIST_MAX are in `entries` (the newest). */
  matched: z.number().int(),
  chain: AuditChain,
})
export type AuditPage = z.infer<typeof AuditPage>
