// The load generator every bench uses: autocannon, without keeping response bodies.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/**
 * autocannon appends every response body to a string (`req.body += chunk`, a UTF-8 decode per byte) for its body
 * checks (`expectBody`, `verifyBody`, the body given to `onResponse`), which no bench here uses. On 2 cores shared with
 * the server, that decoding bounded the 190 KB HTML page at ~1,500 req/s while the server sat 60 % idle: the figure
 * measured autocannon, not the page. Bytes are still counted (from the socket, not the body).
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
PipelinedRequestsQueue.prototype.addBody = () => {};

export default autocannon;
