import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { App } from './App'
import { queryClient } from './data/queryClient'
import { i18n } from './i18n'
import './styles/fonts.css'
import './styles/app.css'
import './styles/subject.css'
import './styles/queue.css'
import './styles/capture.css'
import './styles/results.css'
import './styles/reports.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </QueryClientProvider>
  </StrictMode>,
)
