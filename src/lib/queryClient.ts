import { QueryClient } from '@tanstack/react-query';

/** fetch rejects with a TypeError when the network, not the server, failed. */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/**
 * react-admin's queries. react-query retries every failure three times by default, about 7 s
 * of spinner; a server that answered (401, 403, 404, 500…) or a visitor with no session will
 * answer the same again, so only a dropped connection is tried again, twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && isNetworkFailure(error),
      },
    },
  });
}
