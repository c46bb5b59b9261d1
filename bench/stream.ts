/**
 * Measures one streamed answer of a route handler run in the bench process: time to the first
 * byte, total time, size, and the peak resident memory above the level before (sampled every
 * 5 ms while it streams). Run node with --expose-gc for a steadier baseline.
 */
import { performance } from 'node:perf_hooks';

const MB = 1024 * 1024;

export async function measureStream(label: string, respond: () => Promise<Response>): Promise<void> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const response = await respond();
  const reader = response.body!.getReader();
  let firstByte = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - started;
    bytes += value.byteLength;
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  console.log(
    `${label.padEnd(34)} first byte ${firstByte.toFixed(0).padStart(4)} ms · total ${total.toFixed(0).padStart(6)} ms · ` +
      `${(bytes / MB).toFixed(2).padStart(7)} MB · peak RSS +${((peak - baseline) / MB).toFixed(1)} MB (baseline ${(baseline / MB).toFixed(0)} MB)`,
  );
}
