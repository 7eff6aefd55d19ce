import { describe, expect, it } from 'vitest'
import { marksByDay } from './treatmentMarks'

describe('marksByDay', () => {
  it('puts the treatments of one day on one mark at the first of them, days in order', () => {
    const marks = marksByDay(
      [
        { performedAt: '2026-03-10T15:00:00', text: 'Laser' },
        { performedAt: '2026-01-05T09:00:00', text: 'Filler' },
        { performedAt: '2026-03-10T09:30:00', text: 'Peel' },
      ],
      (time) => `day ${new Date(time).getDate()}`,
    )
    expect(marks).toEqual([
      { time: new Date(2026, 0, 5, 9).getTime(), day: 'day 5', lines: ['Filler'] },
      { time: new Date(2026, 2, 10, 9, 30).getTime(), day: 'day 10', lines: ['Laser', 'Peel'] },
    ])
  })

  it('leaves out a date that is not one', () => {
    expect(marksByDay([{ performedAt: 'soon', text: 'Filler' }], String)).toEqual([])
  })
})
