/**
 * Who works on an account's data: its operators and the lock (operatorDesk), the first administrator's proof, and
 * the audit trail they and every call are recorded in. The trail's `data.plainSetAside` entry for plain databases
 * refused at this opening is written here, as the account opens.
 */
import { AUDIT_BY_WORKSTATION } from '../../../src-shared/contractValues'
import { createOperatorStore } from '../../store/accountDb/operators'
import { readRecoveryFiles } from '../../store/sealing/recoveryFiles'
import { setAsideFolders } from '../../store/sealing/setAside'
import { createAuditLog } from '../audit/auditLog'
import { createFirstAdminProof } from '../operators/firstAdminProof'
import { createOperatorDesk } from '../operators/operatorDesk'
import type { RulesAccount } from '../rules/clinicRules'
import type { AccountBase } from './accountParts'

export function openAccountOperators({ space, deps }: AccountBase) {
  const operatorStore = createOperatorStore(space.db)
  const audit = createAuditLog({
    trail: space.audit,
    store: operatorStore,
    anchor: deps.auditAnchor,
    setAside: space.auditSetAside,
    now: deps.now,
  })
  // plain databases refused at this opening (store/sealing/plainDatabases.ts): the trail says so too, for whoever
  // reviews it
  if (space.refusedPlain.length > 0)
    audit.record({
      operatorId: AUDIT_BY_WORKSTATION,
      action: 'data.plainSetAside',
      detail: { files: space.refusedPlain.join(' ') },
    })
  const firstProof = createFirstAdminProof({
    mode: deps.connection.mode,
    async history() {
      if (space.keyState === 'lost') return 'keyLost'
      const used =
        audit.hadTrail() ||
        (await setAsideFolders(space.dir)).length > 0 ||
        (await readRecoveryFiles(space.dir)).length > 0
      return used ? 'history' : null
    },
    recoveryFiles: () => readRecoveryFiles(space.dir),
    keptKey: () => deps.secrets.get(deps.keychainAccount),
    keyWasTyped: deps.connection.privateTokenId == null,
    confirmSignIn: (email, password) => deps.session.confirmSignIn(email, password),
    enteredAtConnect: () => deps.session.enteredAtConnect(deps.keychainAccount),
  })
  // whose rules this account's own readers ask for, and where a reset of them is recorded (issue 41)
  const rulesAccount: RulesAccount = { keychainAccount: deps.keychainAccount, audit }
  const operators = createOperatorDesk({
    firstProof,
    store: operatorStore,
    audit: {
      record: (operatorId, action, detail) => {
        // A new sign-in, or another operator: their views are recorded again.
        if (action === 'operator.signIn' || action === 'operator.unlock') audit.forgetViews()
        audit.record({ operatorId, action, detail })
      },
    },
    emit: deps.onOperatorChanged,
    now: deps.now,
  })
  return { audit, operators, rulesAccount }
}
