// One of the build's compression threads (precompressedAssets in vite.config.ts): it takes the
// next file no thread has claimed yet, until none is left, and answers with what it compressed.
import { parentPort, workerData } from 'node:worker_threads';
import { gzipAsync } from '@gfx/zopfli';

const { sources, nextIndex } = workerData;
const compressed = [];
for (
  let index = Atomics.add(nextIndex, 0, 1);
  index < sources.length;
  index = Atomics.add(nextIndex, 0, 1)
) {
  compressed.push([index, await gzipAsync(sources[index], { numiterations: 5 })]);
}
parentPort.postMessage(compressed);
