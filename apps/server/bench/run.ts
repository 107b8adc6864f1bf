// `npm run bench`: seeds scratch databases and measures the API with autocannon. Figures only: no
// thresholds are asserted here or in tests. See docs/operations.md.
// BENCH_ONLY=core,stock,cases,uploads (any of them, comma-separated) runs those benches; default all.
import { runCoreBench } from './core.ts';
import { runStockBench } from './stock.ts';
import { runCasesBench } from './cases.ts';
import { runUploadsBench } from './uploads.ts';

const benches = {
  core: runCoreBench,
  stock: runStockBench,
  cases: runCasesBench,
  uploads: runUploadsBench,
};
type Bench = keyof typeof benches;

const wanted = (process.env.BENCH_ONLY ?? Object.keys(benches).join(','))
  .split(',')
  .map((name) => name.trim());
const unknown = wanted.filter((name) => !(name in benches));
if (unknown.length) {
  console.error(`Unknown BENCH_ONLY ${unknown.join(', ')}; choose from ${Object.keys(benches)}.`);
  process.exit(2);
}
for (const name of wanted as Bench[]) {
  console.log(`\n=== bench: ${name} ===`);
  await benches[name]();
}
process.exit(0);
