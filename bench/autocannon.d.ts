// The part of autocannon's API the benches use (it ships no types).
declare module "autocannon" {
  type Options = {
    url: string;
    title?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    requests?: { setupRequest?: (request: { path: string }) => { path: string } }[];
  };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  export default function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): unknown;
}
