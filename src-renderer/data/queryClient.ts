/**
 * The renderer's one cache of what main answered, keyed by channel and arguments (TanStack Query). Main is the
 * source of truth and serves offline from its own cache, so queries run whatever `navigator.onLine` says, are
 * not retried behind the user's back (main already retries the service), and are read again when main says the
 * data changed (`data.changed`) and each time a screen opens: the last answer shows at once while the new one
 * is asked for (so a screen opened again also finds out at once that the key was revoked or the link is down).
 */
import { QueryClient } from '@tanstack/react-query'

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'always',
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      staleTime: 0,
      gcTime: 5 * 60_000,
    },
  },
})

/** Forgets everything read for the account that was open, answers still on their way included. */
export async function forgetAllData(): Promise<void> {
  await queryClient.cancelQueries()
  await queryClient.resetQueries()
  queryClient.removeQueries({ type: 'inactive' })
}
