/**
 * A clinic chain's roster, for benchmarks (`npm run bench roster`, issue 29): `datasets` datasets named
 * "Branch 01"… with `subjects` subjects spread over them, names made from a fixed list (deterministic, so every run
 * searches the same roster), inserted straight through the store in one transaction. No photos, no results.
 */
import { randomUUID } from 'node:crypto'
import type { Store } from '../db/store'
import { defaultImageTypeId } from '../imageTypes'
import { formatTimestamp } from '../time'

const GIVEN = [
  'Ada',
  'Ben',
  'Carla',
  'Dmitri',
  'Elif',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Luca',
  'Mara',
  'Nils',
  'Olga',
  'Paul',
  'Quinn',
  'Rosa',
  'Sven',
  'Tara',
  'Uwe',
  'Vera',
  'Wim',
  'Xenia',
  'Yusuf',
  'Zoe',
]
const FAMILY = [
  'Adler',
  'Becker',
  'Castro',
  'Dubois',
  'Eriksen',
  'Fischer',
  'García',
  'Hoffmann',
  'Ivanova',
  'Jensen',
  'Keller',
  'Lindqvist',
  'Müller',
  'Novak',
  'Okafor',
  'Petrov',
  'Quist',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Ueda',
  'Vogel',
  'Weber',
  'Xu',
  'Yilmaz',
  'Zimmermann',
]

export const rosterDatasetName = (i: number) => `Branch ${String(i + 1).padStart(2, '0')}`

/** The i-th roster name: every given name with every family name, then a number to keep them apart. */
export const rosterName = (i: number) =>
  `${GIVEN[i % GIVEN.length]} ${FAMILY[Math.floor(i / GIVEN.length) % FAMILY.length]} ${Math.floor(i / 676) + 1}`

export function seedRoster(store: Store, companyId: string, datasets: number, subjects: number): void {
  const now = formatTimestamp(new Date())
  const ids = Array.from({ length: datasets }, () => randomUUID())
  store.db.transaction(() => {
    ids.forEach((id, i) =>
      store.datasets.insert({
        id,
        company_id: companyId,
        name: rosterDatasetName(i),
        image_type_id: defaultImageTypeId,
        creation_time: now,
      }),
    )
    for (let i = 0; i < subjects; i++) {
      store.subjects.insert({
        id: randomUUID(),
        dataset_id: ids[i % datasets] ?? '',
        name: rosterName(i),
        birth_date: `19${String(40 + (i % 60)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`,
        biological_sex: i % 2 === 0 ? 'female' : 'male',
        meta: null,
        author_id: null,
        creation_time: now,
      })
    }
  })()
}
