/**
 * developSampleWorker: the process gatsby develop checks new code samples in (./sample-service.ts starts it, at a low
 * priority, through vite-node). A request with samples answers each one's outcome under its cache key; one without
 * builds the TypeScript environment a first check needs (`{ warm: packages }`: with those packages' types read), so the
 * author's first sample edit finds it built.
 */
import { answerRequests } from '../background-process';
import { SnippetChecker, type SnippetOutcome } from './twoslash';
import type { SampleRequest } from './sample-service';

// No disk cache: develop asks only for samples its own cache lacks, and writes the answers there itself.
const checker = new SnippetChecker({ root: process.cwd(), cacheDir: null });

answerRequests<SampleRequest, Array<[string, SnippetOutcome]>>((input) => {
  if (!input || 'warm' in input) {
    checker.warm(input?.warm);
    return [];
  }
  return checker.outcomes(input.samples);
});
