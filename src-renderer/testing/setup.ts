/** Components project setup: Testing Library's matchers-free cleanup after each test. */
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())
