// The slice of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Options = { url: string; duration: number; connections: number; requests?: Record<string, unknown>[] }
  type Result = { requests: { average: number }; non2xx: number }
  type Instance = PromiseLike<Result> & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void
  }
  export default function autocannon(options: Options): Instance
}
