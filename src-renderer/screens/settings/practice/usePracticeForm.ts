/**
 * The practice software's settings as typed (form/useSettingsForm.ts: checked by practiceCheck.ts), saved through
 * `practice.settings.set`.
 */
import type { PracticeSettings } from '../../../../src-shared/contract'
import { skin } from '../../../bridge/skin'
import { putAnswer } from '../../../data/putAnswer'
import { useSettingsForm } from '../form/useSettingsForm'
import { checkPractice, type PracticeField } from './practiceCheck'

const fields: readonly PracticeField[] = ['folder', 'pvsName', 'ownName', 'fileName', 'datasetId']

export function usePracticeForm(saved: PracticeSettings) {
  return useSettingsForm<PracticeSettings, PracticeSettings, PracticeField>({
    saved,
    fields,
    check: checkPractice,
    invalidText: (key) => `practiceSettings.invalid.${key}`,
    async save(settings) {
      const answer = await skin.practice['settings.set'](settings)
      putAnswer('practice.settings.get', {}, answer)
      return answer
    },
  })
}
