/**
 * The account's first start (also the demo's): whoever sets the workstation up becomes its first administrator,
 * on one short screen, and is signed in at once. They add the others in Settings → Operators.
 *
 * An account used here before (its data key was lost, and its operators with it: issue 41) asks for a proof as
 * well, only then: the recovery key's passphrase, the account's API key, or a sign-in to the service, whichever
 * main says this account can take (`operator.setupNeeds`). Main checks it and records which one was used.
 */
import { useRef, useState, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { FirstAdminProof, SetupNeeds } from '../../../src-shared/contract'
import type { FirstAdminProofKind } from '../../../src-shared/contractValues'
import { skin } from '../../bridge/skin'
import { useChannel } from '../../data/useChannel'
import { SecretField, takeSecret } from '../../ui/form/SecretField'
import { TextField } from '../../ui/form/TextField'
import { Alert, SegmentedControl, Skeleton } from '../../ui'
import { OperatorForm } from './OperatorForm'
import { OperatorPage } from './OperatorPage'
import styles from './operators.module.css'
import { applyOperatorStatus } from './useOperatorSync'

const PREFIX = 'first-admin'
/** The proof's fields, by the names main's failures carry. */
const PROOF_FIELDS = ['recoveryPassphrase', 'apiKey', 'email', 'password'] as const

export function FirstAdministratorScreen() {
  const { t } = useTranslation()
  const needs = useChannel('operator.setupNeeds', {})
  const asked = needs.data?.proof ? needs.data : null
  const [way, setWay] = useState<FirstAdminProofKind | null>(null)
  const chosen = way ?? asked?.ways[0] ?? null
  const [email, setEmail] = useState('')
  const secretInput = useRef<HTMLInputElement>(null)

  /** The proof as typed (its secret read once, the input emptied); null when none is asked for. */
  const takeProof = (): FirstAdminProof | null => {
    const secret = takeSecret(secretInput.current)
    if (chosen === 'recoveryKey') return { kind: 'recoveryKey', passphrase: secret }
    if (chosen === 'apiKey') return { kind: 'apiKey', apiKey: secret }
    if (chosen === 'signIn') return { kind: 'signIn', email, password: secret }
    return null
  }

  return (
    <OperatorPage
      title={t('operators.first.title')}
      intro={asked ? t('operators.first.introAgain') : t('operators.first.intro')}
    >
      {needs.status === 'loading' ? (
        <Skeleton data-testid="first-admin-loading" />
      ) : (
        <>
          {asked ? (
            <Alert tone="warning" role={null} data-testid="first-admin-why">
              {t(`operators.first.proof.why.${asked.reason ?? 'history'}`)}
            </Alert>
          ) : null}
          <OperatorForm
            idPrefix={PREFIX}
            askName
            newPassphrase
            testId="first-admin-form"
            submitLabel={t('operators.first.submit')}
            busyLabel={t('operators.first.busy')}
            onSubmit={async (name, passphrase) =>
              applyOperatorStatus(
                await skin.operator.createFirst({ name, passphrase, proof: asked ? takeProof() : null }),
              )
            }
            extra={
              asked && chosen
                ? {
                    fields: PROOF_FIELDS,
                    render: (fieldError, busy) => (
                      <ProofFields
                        needs={asked}
                        way={chosen}
                        onWay={setWay}
                        email={email}
                        onEmail={setEmail}
                        secretInput={secretInput}
                        fieldError={fieldError}
                        busy={busy}
                      />
                    ),
                  }
                : undefined
            }
          />
        </>
      )}
    </OperatorPage>
  )
}

/** Each way's secret: its field (main's failures name it) and hint; a sign-in's e-mail goes above it. */
const SECRETS = {
  recoveryKey: { field: 'recoveryPassphrase', hint: 'operators.first.proof.recoveryHint' },
  apiKey: { field: 'apiKey', hint: 'operators.first.proof.apiKeyHint' },
  signIn: { field: 'password', hint: null },
} as const satisfies Record<
  FirstAdminProofKind,
  { field: (typeof PROOF_FIELDS)[number]; hint: string | null }
>

function ProofFields(props: {
  needs: SetupNeeds
  way: FirstAdminProofKind
  onWay(way: FirstAdminProofKind): void
  email: string
  onEmail(email: string): void
  secretInput: RefObject<HTMLInputElement | null>
  fieldError(field: string): string | null
  busy: boolean
}) {
  const { t } = useTranslation()
  const id = (field: string) => `${PREFIX}-${field}`
  const { way, busy, fieldError } = props
  const secret = SECRETS[way]
  return (
    <fieldset className={styles.proof} data-testid="first-admin-proof">
      <legend className={styles.proofLegend}>{t('operators.first.proof.legend')}</legend>
      {props.needs.ways.length > 1 ? (
        <SegmentedControl
          label={t('operators.first.proof.legend')}
          options={props.needs.ways.map((value) => ({
            value,
            label: t(`operators.first.proof.ways.${value}`),
            testId: `first-admin-way-${value}`,
          }))}
          value={way}
          onChange={props.onWay}
          disabled={busy}
        />
      ) : null}
      {way === 'signIn' ? (
        <TextField
          id={id('email')}
          type="email"
          label={t('operators.first.proof.email')}
          hint={t('operators.first.proof.signInHint')}
          error={fieldError('email')}
          autoComplete="off"
          spellCheck={false}
          value={props.email}
          onChange={(e) => props.onEmail(e.target.value)}
          disabled={busy}
        />
      ) : null}
      <SecretField
        key={secret.field}
        id={id(secret.field)}
        label={t(`operators.first.proof.${secret.field}`)}
        hint={secret.hint ? t(secret.hint) : undefined}
        error={fieldError(secret.field)}
        inputRef={props.secretInput}
        disabled={busy}
      />
    </fieldset>
  )
}
