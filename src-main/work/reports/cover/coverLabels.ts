/**
 * The cover page's words in the report locales the service translates (src-shared/domain/reportLocale.ts):
 * the locale's language, else English.
 */

export interface CoverLabels {
  title: string
  clinician: string
  patient: string
  recordNumber: string
  birthDate: string
  capturedAt: string
  createdAt: string
  notProvided: string
  /** Why the service's own pages show other times. */
  servicePages: string
}

const en: CoverLabels = {
  title: 'Skin analysis report',
  clinician: 'Clinician',
  patient: 'Patient',
  recordNumber: 'Record number',
  birthDate: 'Date of birth',
  capturedAt: 'Photo taken',
  createdAt: 'Report created',
  notProvided: 'Not provided',
  servicePages: 'The pages that follow come from the analysis service; the times on them are in UTC.',
}

const labels: Record<string, CoverLabels> = {
  en,
  de: {
    title: 'Hautanalysebericht',
    clinician: 'Behandelnde Fachkraft',
    patient: 'Patient',
    recordNumber: 'Patientennummer',
    birthDate: 'Geburtsdatum',
    capturedAt: 'Aufnahme vom',
    createdAt: 'Bericht erstellt am',
    notProvided: 'Nicht angegeben',
    servicePages: 'Die folgenden Seiten stammen vom Analysedienst; die Zeiten dort sind in UTC angegeben.',
  },
  fr: {
    title: "Rapport d'analyse de la peau",
    clinician: 'Praticien',
    patient: 'Patient',
    recordNumber: 'Numéro de dossier',
    birthDate: 'Date de naissance',
    capturedAt: 'Photo prise le',
    createdAt: 'Rapport créé le',
    notProvided: 'Non renseigné',
    servicePages: "Les pages suivantes proviennent du service d'analyse ; leurs heures sont en UTC.",
  },
  es: {
    title: 'Informe de análisis de la piel',
    clinician: 'Profesional',
    patient: 'Paciente',
    recordNumber: 'Número de historia',
    birthDate: 'Fecha de nacimiento',
    capturedAt: 'Foto tomada el',
    createdAt: 'Informe creado el',
    notProvided: 'No indicado',
    servicePages: 'Las páginas siguientes proceden del servicio de análisis; sus horas están en UTC.',
  },
  it: {
    title: 'Referto di analisi della pelle',
    clinician: 'Medico',
    patient: 'Paziente',
    recordNumber: 'Numero di cartella',
    birthDate: 'Data di nascita',
    capturedAt: 'Foto scattata il',
    createdAt: 'Referto creato il',
    notProvided: 'Non indicato',
    servicePages: 'Le pagine seguenti provengono dal servizio di analisi; i loro orari sono in UTC.',
  },
  pt: {
    title: 'Relatório de análise da pele',
    clinician: 'Profissional',
    patient: 'Paciente',
    recordNumber: 'Número do prontuário',
    birthDate: 'Data de nascimento',
    capturedAt: 'Foto tirada em',
    createdAt: 'Relatório criado em',
    notProvided: 'Não informado',
    servicePages: 'As páginas seguintes vêm do serviço de análise; os horários nelas estão em UTC.',
  },
  ru: {
    title: 'Отчёт об анализе кожи',
    clinician: 'Врач',
    patient: 'Пациент',
    recordNumber: 'Номер карты',
    birthDate: 'Дата рождения',
    capturedAt: 'Дата снимка',
    createdAt: 'Отчёт создан',
    notProvided: 'Не указано',
    servicePages: 'Следующие страницы подготовлены сервисом анализа; время на них указано в UTC.',
  },
  ja: {
    title: '肌分析レポート',
    clinician: '担当者',
    patient: '患者',
    recordNumber: 'カルテ番号',
    birthDate: '生年月日',
    capturedAt: '撮影日時',
    createdAt: 'レポート作成日時',
    notProvided: '未登録',
    servicePages: '以降のページは分析サービスが作成したもので、時刻はUTCで表示されています。',
  },
}

/** The language of a report locale ('pt-BR' → 'pt'), lower case. */
export function languageOf(locale: string): string {
  return (locale.split('-')[0] ?? '').toLowerCase()
}

export function coverLabels(locale: string): CoverLabels {
  return labels[languageOf(locale)] ?? en
}
