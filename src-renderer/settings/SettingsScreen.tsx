/**
 * Settings of this workstation: what it keeps on disk, the preferred language of PDF reports, the clinic on the
 * reports' cover page, whether a photo needs the patient's consent first, when the privacy screen comes, and help
 * for the clinic's support desk (the log, diagnostics).
 */
import { useTranslation } from 'react-i18next'
import { useNavigation, type Screen } from '../store/navigation'
import { ClinicPreference } from './ClinicPreference'
import { ConsentPreference } from './ConsentPreference'
import { PrivacyPreference } from './PrivacyPreference'
import { ReportLocalePreference } from './ReportLocalePreference'
import { StorageSection } from './StorageSection'
import { SupportSection } from './SupportSection'

export function SettingsScreen({ back }: { back: Screen }) {
  const { t } = useTranslation()
  return (
    <section className="screen settings" aria-labelledby="settings-title">
      <div>
        <button
          type="button"
          className="row-link back-link"
          data-testid="settings-back"
          onClick={() => useNavigation.setState({ screen: back })}
        >
          <span aria-hidden="true">‹ </span>
          {t('settings.back')}
        </button>
      </div>
      <div className="screen-head">
        <div>
          <h1 id="settings-title">{t('settings.title')}</h1>
          <p className="muted">{t('settings.subtitle')}</p>
        </div>
      </div>
      <StorageSection />
      <ReportLocalePreference />
      <ClinicPreference />
      <ConsentPreference />
      <PrivacyPreference />
      <SupportSection />
    </section>
  )
}
