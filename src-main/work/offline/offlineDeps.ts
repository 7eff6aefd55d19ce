import type Database from 'better-sqlite3-multiple-ciphers'
import type {
  ChannelParsedArgs,
  OfflineProgress,
  SavedReport,
  SubjectHistory,
} from '../../../src-shared/contract'

export interface OfflineDeps {
  /** The account's disposable database (`cache.sqlite`, table `kept_subjects`). */
  db: Database.Database
  /** The results desk's `history.forSubject` (called with `since: null`). */
  history(args: ChannelParsedArgs<'history.forSubject'>): Promise<SubjectHistory>
  /** The results desk's `images.original`: fetches the photo and keeps it, or reads the kept one. */
  original(imageId: string, where: { datasetId: string; subjectId: string }): Promise<unknown>
  reports: {
    /** A kept report of this photo in this locale, if there is one. */
    find(imageId: string, locale: string): Promise<SavedReport | null>
    generate(args: ChannelParsedArgs<'reports.generate'>): Promise<SavedReport>
    /** The kept report of this id, or null once it was removed. */
    get(reportId: string): SavedReport | null
  }
  /** The subject's name, for the report's file name; null when unknown. */
  subjectName?(args: { datasetId: string; subjectId: string }): Promise<string | null>
  /** The user's report locale (preferences), used when the call names none. */
  preferredLocale(): string | Promise<string>
  emit(progress: OfflineProgress): void
  now?: () => Date
  /** Photos fetched at once; default 4. */
  photoConcurrency?: number
}
