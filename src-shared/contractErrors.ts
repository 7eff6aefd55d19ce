/**
 * The contract's failures: the codes the renderer translates, the payload a failed call carries, and the
 * envelope every answer crosses the bridge in. Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'

/** Codes the UI translates (`errors.<code>` in the renderer's locale files). */
export const appErrorCodes = [
  'invalid_url',
  'insecure_url',
  'empty_key',
  'empty_company',
  /** The company id has characters an id does not have (it goes into every request's path). */
  'invalid_company',
  'invalid_key',
  'company_mismatch',
  /** Sign-in: the e-mail or password is wrong. */
  'empty_email',
  'empty_password',
  'sign_in_rejected',
  /** Sign-in: too many failed attempts for this e-mail; try again later. */
  'sign_in_throttled',
  /** Sign-in: the account has a second factor (MFA), which a password sign-in cannot pass: use an API key. */
  'sign_in_mfa',
  'unreachable',
  'timeout',
  'not_connected',
  'key_rejected',
  'forbidden',
  'not_found',
  'rate_limited',
  'server_error',
  /** The service (or a storage host) sent more than the workstation reads for that kind of answer. */
  'answer_too_large',
  /** The service answered, but in a shape the workstation cannot read (endpoint and field in the params). */
  'unreadable_answer',
  'validation',
  'keychain_unavailable',
  'demo_unavailable',
  'bad_request',
  'internal',
  'not_an_image',
  'image_unreadable',
  'image_too_small',
  'image_too_large',
  /** The photo brought down the process that reads photos (built to exhaust it, or damaged): refused, main safe. */
  'image_parser_stopped',
  'duplicate_side',
  'too_many_photos',
  'missing_side',
  'acne_unavailable',
  /** Face Skin Metrics is not attached to the capture's dataset: its photos would never be analysed. */
  'analysis_not_attached',
  /** The company cannot use Face Skin Metrics (not listed or not enabled). */
  'analysis_unavailable',
  'results_timeout',
  /** A v3 upload's storage host refused a photo (`status` in the params): its link or headers did not hold. */
  'upload_refused',
  /** Offline, and this was never saved on this workstation. */
  'not_cached',
  /**
   * Neither the service nor this workstation has the photo any more: its link failed, also once read again (the
   * dataset deletes originals, or the record has none).
   */
  'photo_not_available',
  'invalid_locale',
  /** The clinic requires photo consent and the subject has none to analysis: no capture (main refuses it). */
  'consent_required',
  /** The clinic requires photo consent and the subject's does not cover reports: no PDF report. */
  'consent_reports_required',
  /**
   * A capture waits (issue 41): the consent it was taken under, recorded on this workstation, met a newer one at the
   * service (or one cleared there). It goes once the operator keeps the service's consent or records it again.
   */
  'consent_conflict',
  /** A capture waits (issue 41): the consent it was taken under was recorded here and is not at the service yet. */
  'consent_not_sent',
  /** The service makes no PDF report of a Face Skin Analysis 3.0 visit (it answered 404 for its image). */
  'report_unavailable',
  /** The service answered the report request with something that is not a PDF. */
  'not_a_pdf',
  /** A saved report or photo on this workstation no longer matches its checksum. */
  'damaged_copy',
  /** A queued capture's photo on this workstation does not open (the data key was lost, or the file damaged). */
  'capture_unreadable',
  /** The recovery key's passphrase is shorter than the rule (`min` in the params). */
  'recovery_passphrase_short',
  /** The two passphrases typed for a new recovery key differ. */
  'recovery_passphrase_mismatch',
  /** No recovery key of this account opens with the passphrase given. */
  'recovery_passphrase_wrong',
  /** No recovery key was ever made on this workstation for this account. */
  'recovery_none',
  'save_no_permission',
  'save_disk_full',
  /** This computer's disk (or the account's database) is full: nothing of the call was kept. */
  'disk_full',
  'save_not_a_folder',
  'save_failed',
  'not_supported',
  /** The browser host's page was opened without the token its command printed (the part after #). */
  'host_address_incomplete',
  /** The browser host has too many calls of this page waiting. */
  'host_busy',
  /** "Remove from this workstation" while captures of the subject still wait to be sent (`count` in the params). */
  'captures_waiting',
  /** The service does not offer this GDPR action on a subject through its API (nothing was changed there). */
  'service_action_unavailable',
  /** A setting's text is longer than its limit (`max` in the params). */
  'text_too_long',
  /** A setting's text has more lines than its limit (`max` in the params). */
  'text_too_many_lines',
  /** A setting's text holds control characters (a line break only where lines are allowed). */
  'text_invalid_characters',
  /** The workstation is locked: only a sign-in (the same operator's passphrase, or another's) opens it. */
  'locked',
  /** No operator is signed in (or the account has none yet): sign in first. */
  'operator_required',
  /** The signed-in operator's role does not allow this (administrators only). */
  'not_permitted',
  /** An unknown operator or a wrong passphrase: one message, which does not say which. */
  'operator_sign_in_failed',
  /** Too many wrong passphrases in a row: the next try waits (`seconds` in the params). */
  'operator_wait',
  /** The name is empty, or another operator of this account has it. */
  'operator_name_empty',
  'operator_name_taken',
  /** A passphrase shorter than the minimum (`min` in the params). */
  'passphrase_too_short',
  /** The passphrase and its repetition differ (the form's own check). */
  'passphrase_mismatch',
  /** The last active administrator cannot be disabled. */
  'last_administrator',
  /** The account already has operators: the first administrator is made only once. */
  'operators_exist',
  /** The account had operators here before (a lost data key): the first administrator needs a proof. */
  'first_admin_proof_needed',
  /** The API key typed as the proof is not this account's. */
  'first_admin_key_wrong',
  /** The sign-in given as the proof is of another company than this account's. */
  'first_admin_other_company',
  /** The clinic's rules forbid this (`rule` in the params). */
  'policy_forbids',
  /** The IT policy file fixes this rule: it cannot be changed here (`rule` in the params). */
  'policy_fixed',
  /** The patient is saved on this workstation only: this needs them on the service first (they will be sent). */
  'subject_not_sent',
  /** The write may be at the service right now: it cannot be cancelled until its answer is known. */
  'write_in_flight',
  /** Issue 43: the practice software exchange is switched off (Settings → Practice software). */
  'practice_off',
  /** The exchange folder does not exist or is not a folder (a network share not mounted?). */
  'practice_folder_missing',
  /** The workstation may not write in the exchange folder. */
  'practice_folder_not_writable',
  /** A GDT short name is not 1–4 letters or digits (`field`: pvsName or ownName). */
  'practice_name_invalid',
  /** The results file's name is empty, has a path in it, or does not end in .gdt. */
  'practice_file_name_invalid',
  /** No dataset is chosen for patients the practice software sends (Settings → Practice software). */
  'practice_dataset_missing',
  /** The request was already handled (here or on another workstation) and is gone. */
  'practice_request_gone',
  /** Issue 44: the record system (FHIR) or the image archive is switched off, or has no address yet. */
  'record_off',
  'archive_off',
  /** A setting is not usable (`field`): not an https address (http only to this computer), an empty system URI… */
  'clinical_setting_invalid',
  /** The settings ask for a secret (a token, a password, a SMART key) that is not saved. */
  'clinical_secret_missing',
  /** The subject has no record number (the Patient's identifier, the archive's PatientID): nothing is sent. */
  'record_number_missing',
  /** The visit has no analysed photo to send (still being analysed, or every analysis failed). */
  'clinical_visit_empty',
  /** The record system's answers (src-main/work/record/recordError.ts). */
  'record_unauthorized',
  'record_forbidden',
  'record_rejected',
  'record_conflict',
  'record_too_large',
  'record_server_error',
  'record_unreachable',
  'record_timeout',
  'record_unreadable_answer',
  /** SMART Backend Services: the token endpoint refused the client (unknown client, key not registered, scope). */
  'record_token_refused',
  /** The image archive's answers (src-main/work/archive/dicomWeb.ts ArchiveError codes, prefixed). */
  'archive_unauthorized',
  'archive_forbidden',
  'archive_conflict',
  'archive_too_large',
  'archive_server',
  'archive_unreachable',
  'archive_refused',
  'archive_bad_answer',
  /** The archive stored some instances of the visit and refused others (their reasons in the problem). */
  'archive_partly_stored',
  /** Issue 45: the treatment entry is gone (removed here or on another workstation). */
  'treatment_not_found',
  /** A treatment's field does not hold (`field`): a date that is not one, an expiry before the treatment… */
  'treatment_invalid',
  /** A recall search needs a product or a lot. */
  'recall_query_empty',
  /** Issue 45: a sheet for education or marketing needs the patient's recorded consent scope `marketing`. */
  'consent_marketing_required',
  /** A sheet's photos are not of its two visits, a side is twice, or a visit has no analysed photo of a side. */
  'sheet_pairs_invalid',
  /** A marketing sheet cropped to the treated zones: no treatment with zones between the visits, or no face found. */
  'sheet_no_zones',
] as const
export const AppErrorCode = z.enum(appErrorCodes)
export type AppErrorCode = z.infer<typeof AppErrorCode>

/** What a failed call carries to the renderer: a code to translate, values for the message, and the field. */
export const AppErrorPayload = z.object({
  code: AppErrorCode,
  params: z.record(z.string(), z.string()).default({}),
  field: z.string().nullable().default(null),
  detail: z.string().nullable().default(null),
})
export type AppErrorPayload = z.infer<typeof AppErrorPayload>

/** Every answer crosses the bridge in this envelope, so errors keep their code whatever the transport. */
export const Outcome = <T extends z.ZodType>(value: T) =>
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: AppErrorPayload }),
  ])
