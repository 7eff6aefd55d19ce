export interface ImageType {
  id: number
  name: string
  tech_name: string
}

/** Image types the service knows; datasets default to selfie (id 1). */
export const imageTypes: readonly ImageType[] = [{ id: 1, name: 'Selfie', tech_name: 'selfie' }]

export const defaultImageTypeId = 1

export function imageTypeById(id: number): ImageType | null {
  return imageTypes.find((type) => type.id === id) ?? null
}
