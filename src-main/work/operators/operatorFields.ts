/** An operator's name and passphrase as typed, checked before anything is kept; failures at their fields. */
import { OPERATOR_NAME_MAX_LENGTH, PASSPHRASE_MIN_LENGTH } from '../../../src-shared/contractValues'
import { checkSettingText } from '../../../src-shared/domain/settingText'
import { AppFailure } from '../appFailure'

/** The name as it is kept (trimmed, one line, no control characters), or the failure to show at the field. */
export function checkedName(name: string): string {
  const checked = checkSettingText(name, { maxLength: OPERATOR_NAME_MAX_LENGTH, maxLines: 1 })
  if (!checked.ok) throw new AppFailure(checked.code, { max: String(checked.max) }, 'name')
  if (checked.value === '') throw new AppFailure('operator_name_empty', {}, 'name')
  return checked.value.replace(/\s+/g, ' ')
}

export function checkedPassphrase(passphrase: string): string {
  if ([...passphrase].length < PASSPHRASE_MIN_LENGTH)
    throw new AppFailure('passphrase_too_short', { min: String(PASSPHRASE_MIN_LENGTH) }, 'passphrase')
  return passphrase
}
