/** The cache key of a channel call: the channel's name, then its arguments (so invalidation can read both). */
import type { ChannelArgs, ChannelName } from '../../src-shared/contract'

export type ChannelKey = readonly [ChannelName, Record<string, unknown>]

export function channelKey<C extends ChannelName>(channel: C, args: ChannelArgs<C> | undefined): ChannelKey {
  return [channel, (args ?? {}) as Record<string, unknown>]
}
