export interface ReportMetric {
  name: string
  units: string | null
  value: number | string
  tech_name: string
  widget_type: string
}

export interface ReportAreaResult {
  area_name: string
  main_metric: ReportMetric
  sub_metrics: ReportMetric[]
}

export interface ReportResult {
  algorithm_family_tech_name: string
  is_ok: boolean
  result: {
    algorithm_tech_name: string
    revision: string
    area_results: ReportAreaResult[]
    error?: string
  }
}

export interface ReportInput {
  /** As requested; resolved inside. */
  locale: string
  companyName: string
  subject: { name: string; birthDate: string | null; biologicalSex: string | null }
  /** 'YYYY-MM-DD HH:MM:SS' UTC */
  capturedAt: string
  imageId: string
  /** JPEG, PNG or WebP as stored; re-encoded and downscaled for the PDF. */
  photo: Buffer
  results: ReportResult[]
}
