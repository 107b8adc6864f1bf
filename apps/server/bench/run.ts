// `npm run bench`: seeds scratch databases and measures the API with autocannon. Figures only: no
// test asserts them; the lists and startup benches print a FAIL line for a row that misses its
// target and exit 0 all the same. See docs/operations.md.
// BENCH_ONLY=lists,core,stock,semen,cases,uploads,startup (any of them, comma-separated) runs those
// benches; default all. BENCH_DB=pg (default, the PostgreSQL server) or pglite.
import { runListsBench } from './lists.ts';
import { runCoreBench } from './core.ts';
import { runStockBench } from './stock.ts';
import { runSemenBench } from './semen.ts';
import { runIcsiBench } from './icsi.ts';
import { runCasesBench } from './cases.ts';
import { runUploadsBench } from './uploads.ts';
import { runStartupBench } from './startup.ts';

const benches = {
  lists: runListsBench,
  core: runCoreBench,
  stock: runStockBench,
  semen: runSemenBench,
  icsi: runIcsiBench,
  cases: runCasesBench,
  uploads: runUploadsBench,
  startup: runStartupBench,
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
