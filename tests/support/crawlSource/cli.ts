/**
 * The crawl source server as a process of its own (bench:crawl): serves the generated dataset
 * at the real size, every picture drawn before it prints its address on standard output.
 */
import { generateDataset } from './dataset';
import { startCrawlSource } from './server';

const source = await startCrawlSource((base) => generateDataset(base));
await source.drawAll();
process.stdout.write(`${source.base}\n`);
process.on('SIGTERM', () => void source.close().then(() => process.exit(0)));
