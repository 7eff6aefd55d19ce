/**
 * Settings of this workstation: what it keeps on disk, the preferred language of PDF reports, the clinic on the
 * reports' cover page, the clinic's rules (consent, the idle lock, what may leave the app), the operators and the
 * audit trail (administrators only), the practice software (GDT), the record system (FHIR R4) and the image archive
 * (DICOM) (administrators change them), the clinic's products and lots (administrators change them), the recall
 * search by product and lot, and help for the clinic's support desk (the log, diagnostics).
 */
import { useTranslation } from 'react-i18next'
import { useNavigation, type Screen } from '../../store/navigation'
import { useOperator } from '../../store/operatorStore'
import { AuditSection } from './AuditSection'
import { DataKeySection } from './DataKeySection'
import { ClinicPreference } from './ClinicPreference'
import { ConsentPreference } from './ConsentPreference'
import { NoiseFloorsSection } from './NoiseFloorsSection'
import { OperatorsSection } from './OperatorsSection'
import { ArchiveSection } from './clinical/ArchiveSection'
import { RecordSection } from './clinical/RecordSection'
import { PracticeSection } from './practice/PracticeSection'
import { PrivacyPreference } from './PrivacyPreference'
import { ProductsSection } from './products/ProductsSection'
import { RecallSection } from './recall/RecallSection'
import { ReportLocalePreference } from './ReportLocalePreference'
import { RulesResetNotice } from './RulesResetNotice'
import { SharingPreference } from './SharingPreference'
import { StorageSection } from './StorageSection'
import { SupportSection } from './SupportSection'
import { LinkButton } from '../../ui'
import styles from './settings.module.css'

export function SettingsScreen({ back }: { back: Screen }) {
  const { t } = useTranslation()
  const administrator = useOperator((s) => s.status?.operator?.role === 'administrator')
  return (
    <section className={styles.screen} aria-labelledby="settings-title">
      <div>
        <LinkButton
          className={styles.back}
          data-testid="settings-back"
          onClick={() => useNavigation.setState({ screen: back })}
        >
          <span aria-hidden="true">‹ </span>
          {t('settings.back')}
        </LinkButton>
      </div>
      <div className={styles.head}>
        <div>
          <h1 id="settings-title">{t('settings.title')}</h1>
          <p className={styles.subtitle}>{t('settings.subtitle')}</p>
        </div>
      </div>
      <StorageSection />
      <ReportLocalePreference />
      <ClinicPreference />
      <RulesResetNotice />
      <ConsentPreference />
      <PrivacyPreference />
      <SharingPreference />
      <NoiseFloorsSection />
      <PracticeSection />
      <RecordSection />
      <ArchiveSection />
      <ProductsSection />
      <RecallSection />
      {administrator ? <OperatorsSection /> : null}
      {administrator ? <AuditSection /> : null}
      {administrator ? <DataKeySection /> : null}
      <SupportSection />
    </section>
  )
}
