/* global process, module */
// autocannon worker setupRequest (a file, since functions do not cross into worker threads):
// each request goes to the next of the batch paths in BENCH_SPREAD_PATHS.
const paths = (process.env.BENCH_SPREAD_PATHS ?? '').split(',');
let next = 0;
module.exports = (request) => ({ ...request, path: paths[next++ % paths.length] });
