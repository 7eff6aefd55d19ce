/** The performance mark the history charts' warm-up leaves in the page once it ran (warmCharts.ts). */
export const CHARTS_WARMED = 'skin:charts-warmed'
