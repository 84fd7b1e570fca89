import { QueryClient } from "@tanstack/react-query";

// ky already retries idempotent calls once (the spec's rule), so react-query does not retry too.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 5 * 60_000, refetchOnWindowFocus: false },
  },
});
