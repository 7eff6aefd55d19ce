/** Renders a component as the app does: the app's query cache and i18next, in the chosen language. */
import { QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { queryClient } from '../data/queryClient'
import { i18n } from '../i18n'

export async function renderScreen(
  ui: ReactNode,
  { language = 'en' }: { language?: 'en' | 'de' } = {},
): Promise<RenderResult> {
  await i18n.changeLanguage(language)
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </QueryClientProvider>,
  )
}
