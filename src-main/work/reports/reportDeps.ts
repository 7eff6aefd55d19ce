import type Database from 'better-sqlite3-multiple-ciphers'
import type { SkinApi } from '../../api'
import type { Preferences } from '../../../src-shared/contract'
import type { SavePlace } from '../saving/savePlace'
import type { FileSeal } from '../../store/files/sealedFiles'
import type { CoverDetails } from './cover/coverDetails'

/** The clinic's details the cover page of every report shows (settings; '' leaves one out). */
export type CoverSettings = Pick<Preferences, 'clinicName' | 'clinicAddress' | 'clinicianName'>

export interface ReportDeps {
  /** Runs a service call with the session's key (Session.withApi). */
  api<T>(call: (api: SkinApi) => Promise<T>): Promise<T>
  /** The account's durable database (`account.sqlite`, table `reports`). */
  db: Database.Database
  /** The account's folder; the PDFs go to its `reports/` folder. */
  accountDir: string
  /** The account's data key, for the report copies. */
  seal: FileSeal
  savePlace: SavePlace
  /** The clinic's details as they are now (settings.json), read for each new report's cover page. */
  coverSettings(): Promise<CoverSettings>
  /** The clinic's consent rule: throws when no report of the subject may be made. */
  reportsConsent?: (place: { datasetId: string; subjectId: string }) => Promise<void>
  /** Whether the image's results are Face Skin Analysis 3.0's (the service may make no report of those). */
  analysedBy3?: (imageId: string) => boolean
  /** The zone the cover page writes times in (IANA name); by default this computer's. */
  timeZone?: () => string
  now?: () => Date
  newId?: () => string
  /**
   * Puts the cover page in front of the service's report (cover/coverPage.ts): in the parser process, which holds
   * no key (issue 30), never in main, which loads no PDF library (issue 41); the tests give their own. A report
   * that does not read as a PDF is refused with `not_a_pdf`.
   */
  addCover: (report: Uint8Array, cover: CoverDetails) => Promise<Uint8Array>
  /** How a user's copy is written; the tests put failures of the file system here. */
  writeCopy?: (path: string, bytes: Uint8Array) => Promise<void>
}
