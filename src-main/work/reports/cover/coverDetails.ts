/** What the cover page shows: the report's language, the workstation's zone, the clinic's settings, the patient. */
export interface CoverDetails {
  /** The report's locale (already checked); its language picks the words and the date format. */
  locale: string
  /** An IANA zone, e.g. 'Europe/Berlin': the workstation's, where the times are written. */
  timeZone: string
  /** '' leaves each of these three out. */
  clinicName: string
  /** Lines separated by '\n'. */
  clinicAddress: string
  clinicianName: string
  subject: {
    name: string | null
    /** The subject's `meta.patient_id`, when there is one. */
    recordNumber: string | null
    /** YYYY-MM-DD */
    birthDate: string | null
  }
  /** When the photo was taken (ISO 8601). */
  capturedAt: string | null
  /** When the report was made (ISO 8601). */
  createdAt: string
}
