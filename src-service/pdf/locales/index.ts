import { de } from './de'
import { en } from './en'
import { es } from './es'
import { fr } from './fr'
import { it } from './it'
import { ja } from './ja'
import { pt } from './pt'
import { ru } from './ru'
import type { ReportStrings } from './strings'

export type { ReportStrings } from './strings'

export const reportStrings: Readonly<Record<string, ReportStrings>> = { en, de, fr, es, it, pt, ru, ja }
