/** Puts an answer main gave to a change (e.g. the cache info after clearing) where the screens read it. */
import type { ChannelArgs, ChannelName, ChannelResult } from '../../src-shared/contract'
import { channelKey } from './channelKey'
import { queryClient } from './queryClient'

export function putAnswer<C extends ChannelName>(
  channel: C,
  args: ChannelArgs<C>,
  value: ChannelResult<C>,
): void {
  queryClient.setQueryData(channelKey(channel, args), value)
}
