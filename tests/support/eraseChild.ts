/**
 * The main app alone in a process, for the erase crash test: `fork(this file)` under tsx with SKIN_DATA_DIR and
 * SKIN_KEYCHAIN_SERVICE set. It reconnects from the saved connection and the real keychain (as the app does at
 * start), says {type: 'connected'}, then on 'erase' runs "Disconnect and erase" through the channel. The test
 * kills it with SIGKILL while the erase is under way.
 */
import { createMainApp } from '../../src-main/app'
import { testAppParts } from './mainApp'
import { dispatch } from '../../src-main/ipc/dispatch'
import { createKeychain } from '../../src-main/secrets/keychain'
import { ensureTestOperator } from './operators'

const dataDir = process.env.SKIN_DATA_DIR
const keychainService = process.env.SKIN_KEYCHAIN_SERVICE
if (!dataDir || !keychainService) throw new Error('SKIN_DATA_DIR or SKIN_KEYCHAIN_SERVICE is not set')

const app = createMainApp({
  dataDir,
  secrets: createKeychain(keychainService),
  ...testAppParts(),
  onStatus: () => undefined,
  apiOptions: { retries: 0, timeoutMs: 3_000 },
})

void (async () => {
  const status = await app.restore()
  // Erasing is an administrator's: the test's administrator signs in, as at the app's sign-in screen.
  if (status.connected)
    await ensureTestOperator((channel, args) => dispatch(app.handlers, channel, args ?? {}))
  process.send?.({ type: 'connected', connected: status.connected })
})()

process.on('message', (message) => {
  if (message === 'erase') void dispatch(app.handlers, 'auth.disconnect', { erase: true })
})
