/**
 * Treatments for the benchmark subject (issue 45): `count` entries as the workstation keeps them in a subject's
 * `meta.treatments` (its stored Treatment: the service knows nothing of them, they are the client's JSON), spread
 * evenly over the visits' days, a filler and a laser pass in turn. For the history-render bench and the history's
 * cost test: 50 treatments on 1,000 results.
 */
const day = 86_400_000

export function benchTreatments(count: number, now: Date, days: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, k) => {
    const at = new Date(now.getTime() - days * day + Math.round(((k + 0.5) * days * day) / count) + 3_600_000)
    const iso = at.toISOString()
    const filler = k % 2 === 0
    return {
      id: `bench-treatment-${k + 1}`,
      performedAt: iso,
      visitKey: null,
      product: filler ? 'Bench Filler' : 'Bench Laser',
      lot: filler ? `BENCH-${(k % 5) + 1}` : '',
      expiry: null,
      zones: filler ? ['lips', 'chin'] : ['cheekLeft', 'cheekRight'],
      skinType: 'III',
      notes: '',
      details: filler
        ? {
            kind: 'injectable',
            doses: [
              { zone: 'lips', amount: 0.5, unit: 'ml' },
              { zone: 'chin', amount: 1, unit: 'ml' },
            ],
          }
        : {
            kind: 'energy',
            device: 'Bench Laser',
            wavelengthNm: 1550,
            fluenceJcm2: 20,
            spotMm: 10,
            pulseMs: null,
            passes: 4,
            testSpot: false,
          },
      operator: { id: 'bench-operator', name: 'Bench Operator' },
      recordedAt: iso,
      updatedAt: iso,
    }
  })
}
