/**
 * The practice software (PVS) over GDT (issue 43): the settings of the exchange folder, the requests the PVS drops
 * there as they wait for the operator, and the files that could not be read. Re-exported by src-shared/contract.ts.
 */
import { z } from 'zod'
import { channel, Empty, Id } from './contractBase'
import { gdtCharsets, gdtVersions, PRACTICE_FILE_NAME_DEFAULT, practiceRequestKinds } from './contractValues'

/** A GDT short name (fields 8315/8316): 1–4 letters or digits. Main checks it (practice_name_invalid). */
const ShortName = z.string().max(64)

export const PracticeSettings = z.object({
  /** Whether the workstation watches the folder and answers the PVS. */
  enabled: z.boolean(),
  /** The exchange folder (local or a network share); must exist while enabled (practice_folder_missing). */
  folder: z.string().max(4096),
  /** The PVS's short name (its files are `<own><pvs>…`, ours `<pvs><own>…`). */
  pvsName: ShortName,
  /** This workstation's short name. */
  ownName: ShortName,
  version: z.enum(gdtVersions),
  /** Field 9206 of the files the workstation writes (a request is read in its own 9206). */
  charset: z.enum(gdtCharsets),
  /** The results file's name: `{receiver}` and `{sender}` are replaced; default `{receiver}{sender}.gdt`. */
  fileName: z.string().max(128).default(PRACTICE_FILE_NAME_DEFAULT),
  /** The dataset a patient created from a request goes to; null: none chosen (practice_dataset_missing). */
  datasetId: Id.nullable(),
})
export type PracticeSettings = z.infer<typeof PracticeSettings>

/** A subject as the renderer's navigation takes it (src-renderer/store/navigation.ts `SubjectTarget`). */
export const PracticeTarget = z.object({
  datasetId: z.string(),
  subjectId: z.string(),
  datasetName: z.string().nullable(),
  subjectName: z.string().nullable(),
})
export type PracticeTarget = z.infer<typeof PracticeTarget>

export const PracticeSex = z.enum(['female', 'male', 'diverse', 'unknown'])
export type PracticeSex = z.infer<typeof PracticeSex>

/** A request of the PVS that waits for the operator (kept in the account database until resolved or answered). */
export const PracticeRequestView = z.object({
  id: z.string(),
  receivedAt: z.string(),
  /** 6302 examination, 6301 master data, 6311 show data. */
  kind: z.enum(practiceRequestKinds),
  /** Field 3000: the practice's patient number, the subject's record number (`meta.patient_id`). */
  patientNumber: z.string(),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  /** YYYY-MM-DD. */
  birthDate: z.string().nullable(),
  sex: PracticeSex.nullable(),
  /** The patient found by record number across every dataset (this workstation's copy); null: not known. */
  match: PracticeTarget.nullable(),
})
export type PracticeRequestView = z.infer<typeof PracticeRequestView>

/** Why a file of the folder went to `error/` (the codec's problem codes, or a file that could not be read). */
export const practiceProblemReasons = [
  'empty',
  'truncated',
  'lineLength',
  'malformed',
  'unknownType',
  'charset',
  'noPatient',
  'unreadable',
] as const
export const PracticeProblem = z.object({
  fileName: z.string(),
  reason: z.enum(practiceProblemReasons),
  /** The file's line the problem is on, where it is a line's (a wrong length, a line not in GDT's form). */
  line: z.number().int().positive().nullable(),
  /** When it was moved to `error/`, ISO-8601. */
  at: z.string(),
})
export type PracticeProblem = z.infer<typeof PracticeProblem>

export const PracticeStatus = z.object({
  /** Whether the folder is being watched now (enabled, an account open, the folder there). */
  watching: z.boolean(),
  /** The files moved to `error/` since the account opened, newest last. */
  problems: z.array(PracticeProblem),
  /** Answers ready that wait because the PVS has not read the last results file yet. */
  resultsWaiting: z.number().int().nonnegative(),
})
export type PracticeStatus = z.infer<typeof PracticeStatus>

export const PracticeResolveArgs = z.object({
  id: Id,
  /** `create`: the patient from the request (through the outbox, so offline too); `dismiss`: drop the request. */
  action: z.enum(['create', 'dismiss']),
})
export const PracticeResolved = z.object({ target: PracticeTarget.nullable() })

/** The `practice.problem` event: a file moved to `error/`; `reason` as in PracticeProblem. */
export const PracticeProblemEvent = z.object({
  fileName: z.string(),
  reason: z.string(),
  line: z.number().int().positive().nullable(),
})

/** Issue 43's channels, taken into contract.ts `channels`. */
export const practiceChannels = {
  /** Issue 43, the practice software over GDT: the exchange settings (everyone signed in reads them). */
  'practice.settings.get': channel(Empty, PracticeSettings),
  /** Administrators; audited as practice.settingsChanged. */
  'practice.settings.set': channel(PracticeSettings, PracticeSettings),
  /** Writes a harmless file in the exchange folder and removes it: where it went, or why not. */
  'practice.test': channel(Empty, z.object({ path: z.string() })),
  'practice.status': channel(Empty, PracticeStatus),
  /** The PVS's requests waiting for the operator, oldest first. */
  'practice.requests': channel(Empty, z.array(PracticeRequestView)),
  /** Creates the request's patient (through the outbox) or dismisses it; the subject to open, if any. */
  'practice.resolve': channel(PracticeResolveArgs, PracticeResolved),
} as const
