/**
 * Texts follow the folders: each key group (a top-level key such as `consent` or `viewer`) lives in the
 * locales/ folder of the one feature folder whose code uses it, so a screen's texts are found beside it.
 * The groups the whole app shares (i18n/locales) are used by more than one folder.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { localeFolders } from '../support/localeTree'

const root = join(__dirname, '..', '..', 'src-renderer')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const code = sources(root).map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }))

/** The files that name a key of the group: `'group.…'`, `"group.…"` or `` `group.… ``. */
const usersOf = (group: string) =>
  code.filter(({ text }) => new RegExp(`['"\`]${group}\\.`).test(text)).map(({ file }) => file)

const inFolder = (file: string, folder: string) => file.startsWith(folder + sep)

/** The folder a file counts for: a top-level one, or one screen's or part's (screens/<name>, parts/<name>). */
const ownerOf = (file: string) => {
  const [top = '', next = ''] = file.split(sep)
  return top === 'screens' || top === 'parts' ? join(top, next) : top
}

const groups = localeFolders.flatMap(({ folder, en }) => Object.keys(en).map((group) => ({ folder, group })))
const featureGroups = groups.filter(({ folder }) => folder !== 'i18n')
const sharedGroups = groups.filter(({ folder }) => folder === 'i18n')

describe('the texts of each folder', () => {
  it('are found (the scan works)', () => {
    expect(featureGroups.map((g) => `${g.folder}:${g.group}`)).toEqual(
      expect.arrayContaining([
        'parts/consent:consent',
        'screens/settings:settings',
        'screens/reports/viewer:viewer',
        'screens/capture:guidance',
      ]),
    )
    expect(usersOf('consent')).toContain(join('parts', 'consent', 'ConsentDialog.tsx'))
  })

  it('define each key group in one folder only', () => {
    const seen = new Map<string, string>()
    const twice = groups.filter(({ folder, group }) => {
      const first = seen.get(group)
      seen.set(group, folder)
      return first !== undefined
    })
    expect(twice).toEqual([])
  })

  it.each(featureGroups)('$folder/locales: $group is used by the code of $folder', ({ folder, group }) => {
    const users = usersOf(group)
    expect(
      users.filter((file) => inFolder(file, folder)),
      `used by: ${users.join(', ')}`,
    ).not.toEqual([])
  })

  it.each(sharedGroups)('i18n/locales: $group is shared by more than one folder', ({ group }) => {
    const folders = new Set(usersOf(group).map(ownerOf))
    expect([...folders].length, [...folders].join(', ')).toBeGreaterThan(1)
  })
})
