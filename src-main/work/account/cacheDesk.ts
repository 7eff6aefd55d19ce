/** `cache.info` and `cache.clear` of the connected account: clearing never touches the queue or saved reports. */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { CacheInfo } from '../../../src-shared/contract'
import { createAccountFigures } from '../../store/accountDb/accountFigures'
import type { AccountSpace } from '../../store/accountSpace'
import { createCacheContent } from '../../store/cache/cacheContent'
import { folderFiles } from '../../store/files/folderFiles'
import { PHOTOS_FOLDER } from '../../store/cache/photoFiles'
import { createSubjectUse } from '../../store/cache/subjectUse'

export function createCacheDesk(space: AccountSpace) {
  const content = createCacheContent(space.cache)
  const figures = createAccountFigures(space.db)
  const use = createSubjectUse(space.cache)
  const photosFolder = join(space.dir, PHOTOS_FOLDER)

  async function info(): Promise<CacheInfo> {
    const photos = await folderFiles(photosFolder)
    const reports = figures.reports()
    return {
      cacheBytes: content.fileBytes() + photos.bytes,
      photos: photos.files,
      keptSubjects: content.keptSubjects(),
      reportBytes: reports.bytes,
      reports: reports.n,
      queuedCaptures: figures.queuedCaptures(),
      cachedSubjects: use.cachedSubjects(),
    }
  }

  return {
    info,
    async clear(): Promise<CacheInfo> {
      content.clear()
      await rm(photosFolder, { recursive: true, force: true })
      return info()
    },
  }
}
export type CacheDesk = ReturnType<typeof createCacheDesk>
