/** "Before/after sheet…": opens the sheet dialog (on compare, with compare's pair of visits offered first). */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubjectTarget } from '../../store/navigation'
import { Button, type ButtonSize } from '../../ui'
import type { ChosenPair } from './sheetChoices'
import { SheetDialog } from './SheetDialog'

type Props = { target: SubjectTarget; wanted?: ChosenPair | null; size?: ButtonSize; disabled?: boolean }

export function SheetButton({ target, wanted = null, size = 'medium', disabled = false }: Props) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button size={size} data-testid="sheet-open-dialog" onClick={() => setOpen(true)} disabled={disabled}>
        {t('sheet.open')}
      </Button>
      {open ? <SheetDialog target={target} wanted={wanted} onClose={() => setOpen(false)} /> : null}
    </>
  )
}
