/** Reports are saved where the user says in the system Save dialog (Documents first) and shown in the file manager. */
import { join } from 'node:path'
import { app, dialog, shell, type BrowserWindow } from 'electron'
import type { SavePlace } from '../work/reports/savePlace'

export function createElectronSavePlace(window: () => BrowserWindow | null): SavePlace {
  return {
    async choose(defaultFileName) {
      const options = {
        defaultPath: join(app.getPath('documents'), defaultFileName),
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
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
