import { openDatabase, type Db } from './open'
import { batchesRepo, type BatchesRepo } from './repoBatches'
import { companiesRepo, type CompaniesRepo } from './repoCompanies'
import { datasetsRepo, type DatasetsRepo } from './repoDatasets'
import { imagesRepo, type ImagesRepo } from './repoImages'
import { keysRepo, type KeysRepo } from './repoKeys'
import { resultsRepo, type ResultsRepo } from './repoResults'
import { runsRepo, type RunsRepo } from './repoRuns'
import { settingsRepo, type SettingsRepo } from './repoSettings'
import { subjectsRepo, type SubjectsRepo } from './repoSubjects'
import { usersRepo, type UsersRepo } from './repoUsers'
import { v3Repo, type V3Repo } from './repoV3'

/** The service's storage: one SQLite database and a repository per table. */
export interface Store {
  db: Db
  settings: SettingsRepo
  companies: CompaniesRepo
  keys: KeysRepo
  users: UsersRepo
  datasets: DatasetsRepo
  subjects: SubjectsRepo
  batches: BatchesRepo
  images: ImagesRepo
  runs: RunsRepo
  results: ResultsRepo
  /** Face Skin Analysis 3.0 batches and their sides. */
  v3: V3Repo
  /** ':memory:' or the database file. */
  path: string
  close(): void
}

/**
 * `dataKey`: the database is encrypted with a key derived from it (db/databaseCipher.ts); null: plain. `plain`:
 * with a key, whether a plain file is migrated (a folder from before encryption) or refused (the default).
 */
export function openStore(
  path: string,
  dataKey: Uint8Array | null = null,
  plain: 'migrate' | 'refuse' = 'refuse',
): Store {
  const db = openDatabase(path, dataKey, plain)
  return {
    db,
    settings: settingsRepo(db),
    companies: companiesRepo(db),
    keys: keysRepo(db),
    users: usersRepo(db),
    datasets: datasetsRepo(db),
    subjects: subjectsRepo(db),
    batches: batchesRepo(db),
    images: imagesRepo(db),
    runs: runsRepo(db),
    results: resultsRepo(db),
    v3: v3Repo(db),
    path,
    close: () => db.close(),
  }
}
