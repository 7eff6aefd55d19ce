/**
 * The components project's setup, run before each test file's imports: `window.skin` is the real bridge over
 * the fake transport (so `bridge/skin.ts` finds it, as it finds the preload's in Electron), every folder's texts,
 * and each test starts with no answers, an empty query cache and English.
 */
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { buildBridge } from '../../src-shared/bridge'
import { addAllTexts } from '../i18n/allTexts'
import { fakeTransport, resetFakeSkin } from './fakeSkin'

// The files share one window (the project runs them unisolated, for speed): define it once.
if (!window.skin) {
  Object.defineProperty(window, 'skin', { value: buildBridge(fakeTransport), configurable: false })
}
// Every folder's texts, as once the shell's chunk has loaded (the app starts with fewer: i18n/startTexts.ts).
addAllTexts()

afterEach(async () => {
  cleanup()
  resetFakeSkin()
  const [{ queryClient }, { i18n }] = await Promise.all([import('../data/queryClient'), import('../i18n')])
  queryClient.clear()
  await i18n.changeLanguage('en')
})
