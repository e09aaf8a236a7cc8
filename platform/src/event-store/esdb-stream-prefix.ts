/**
 * EventStoreDB has no separate databases, so apps sharing one server (the API tests on CI, or
 * staging beside production) keep apart by a stream-name prefix (EVENTSTORE_STREAM_PREFIX): the
 * app's stream `user-7` is stored as `<prefix>.user-7`. The prefix cannot hold a dot, so no
 * prefix's streams start with another's `<prefix>.`, and it cannot start with `$`, which marks
 * the server's own streams.
 */
export const streamPrefixPattern = /^[A-Za-z0-9_-]{1,40}$/;

const SEPARATOR = '.';

export interface StreamNames {
  /** What `$all` is filtered by, server-side: undefined without a prefix (everything is ours). */
  readonly serverPrefix: string | undefined;
  /** The server's name of one of our streams. */
  toServer(streamId: string): string;
  /** Our name of a server stream, or undefined when the stream belongs to no one of ours. */
  fromServer(serverStreamId: string): string | undefined;
}

/** The mapping between our stream ids and the server's names, for `prefix` or none. */
export function streamNames(prefix: string | undefined): StreamNames {
  if (prefix === undefined) {
    return { serverPrefix: undefined, toServer: (id) => id, fromServer: (id) => id };
  }
  if (!streamPrefixPattern.test(prefix)) {
    throw new Error(`stream prefix ${JSON.stringify(prefix)} must match ${streamPrefixPattern}`);
  }
  const serverPrefix = prefix + SEPARATOR;
  return {
    serverPrefix,
    toServer: (id) => serverPrefix + id,
    fromServer: (id) => (id.startsWith(serverPrefix) ? id.slice(serverPrefix.length) : undefined),
  };
}
