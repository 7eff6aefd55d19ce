/**
 * Files the user saves (reports, diagnostics) go where they say in the system Save dialog (Documents first),
 * offered with their type's filter; a saved file is shown in the file manager.
 */
import { extname, join } from 'node:path'
import { app, dialog, shell, type BrowserWindow } from 'electron'
import type { SavePlace } from '../work/saving/savePlace'

const typeNames: Readonly<Record<string, string>> = { pdf: 'PDF', json: 'JSON' }

export function createElectronSavePlace(window: () => BrowserWindow | null): SavePlace {
  return {
    async choose(defaultFileName) {
      const extension = extname(defaultFileName).slice(1).toLowerCase()
      const options = {
        defaultPath: join(app.getPath('documents'), defaultFileName),
        filters: extension ? [{ name: typeNames[extension] ?? extension, extensions: [extension] }] : [],
      }
      const parent = window()
      const answer = parent
        ? await dialog.showSaveDialog(parent, options)
        : await dialog.showSaveDialog(options)
      return answer.canceled || !answer.filePath ? null : answer.filePath
    },
    reveal: (path) => shell.showItemInFolder(path),
  }
}
