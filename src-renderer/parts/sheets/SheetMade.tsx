/** The sheet made: said, with "Open" (the reports viewer) and "Close". */
import { useTranslation } from 'react-i18next'
import { Alert, Button, ModalFooter } from '../../ui'

export function SheetMade({ onOpen, onClose }: { onOpen: () => void; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      <Alert tone="ok" data-testid="sheet-made">
        {t('sheet.made')}
      </Alert>
      <ModalFooter>
        <Button onClick={onClose}>{t('sheet.close')}</Button>
        <Button variant="primary" data-testid="sheet-open" onClick={onOpen} autoFocus>
          {t('sheet.openSheet')}
        </Button>
      </ModalFooter>
    </>
  )
}
