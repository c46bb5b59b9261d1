/** Global setup and teardown of playwright.fuzz.config.ts: a fresh corpus log, and its summary at the end. */
import { corpusSummary, resetCorpusLog } from './report';

export default function globalSetup() {
  resetCorpusLog();
  return () => {
    process.stdout.write(`\n${corpusSummary()}\n`);
  };
}
