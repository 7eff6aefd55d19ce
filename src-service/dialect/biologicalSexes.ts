/** The documented dialect's dictionary of biological sexes: subjects take an item's id and show the item. */
export const biologicalSexDictionary = [
  { id: '0b7f3c1e-5a2d-4e8f-9c61-2d4a8b7e1f01', name: 'Male', tech_name: 'male' },
  { id: '0b7f3c1e-5a2d-4e8f-9c61-2d4a8b7e1f02', name: 'Female', tech_name: 'female' },
  { id: '0b7f3c1e-5a2d-4e8f-9c61-2d4a8b7e1f03', name: 'Other', tech_name: 'other' },
] as const

export function sexItem(techName: string | null) {
  return biologicalSexDictionary.find((item) => item.tech_name === techName) ?? null
}

export function sexOfId(id: string): string | null {
  return biologicalSexDictionary.find((item) => item.id === id)?.tech_name ?? null
}
