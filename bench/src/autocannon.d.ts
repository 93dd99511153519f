// The few parts of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** A number of requests instead of a duration. */
    amount?: number;
    overallRate?: number;
    headers?: Record<string, string>;
    requests?: {
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: { path: string; headers?: Record<string, string> }) => { path: string; headers?: Record<string, string> };
      // The body is always empty: bench/src/load.ts does not keep bodies.
      onResponse?: (status: number, body: string, context: unknown, headers: Record<string, string>) => void;
    }[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  }
  export default function autocannon(opts: Options): Promise<Result>;
}
