// A small reverse proxy for the cluster bench, run as its own process so its CPU time is counted apart:
// PROXY_PORT, UPSTREAMS=127.0.0.1:4001,127.0.0.1:4002. Plain HTTP goes round-robin over keep-alive connections;
// a WebSocket upgrade is piped byte for byte to the next upstream, so sockets spread evenly. No stickiness:
// the bench's Socket.IO clients use the websocket transport only (long polling would need sticky sessions).
// GET /__proxy answers the proxy's own counters (requests and upgrades per upstream, errors).
import http from 'node:http';
import net from 'node:net';

const port = Number(process.env.PROXY_PORT ?? 0);
const upstreams = (process.env.UPSTREAMS ?? '')
  .split(',')
  .filter(Boolean)
  .map((u) => {
    const [host, p] = u.split(':');
    return { host, port: Number(p), requests: 0, upgrades: 0, open: 0 };
  });
if (upstreams.length === 0) throw new Error('UPSTREAMS is empty');

const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256 });
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);
let nextHttp = 0;
let nextWs = 0;
let errors = 0;

function headersWithoutHop(h: http.IncomingHttpHeaders) {
  const out: http.OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(h)) if (!HOP.has(k) && v !== undefined) out[k] = v;
  return out;
}

const server = http.createServer((req, res) => {
  if (req.url === '/__proxy') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ upstreams, errors }));
    return;
  }
  const up = upstreams[nextHttp++ % upstreams.length];
  up.requests += 1;
  const out = http.request(
    { host: up.host, port: up.port, method: req.method, path: req.url, headers: headersWithoutHop(req.headers), agent },
    (r) => {
      res.writeHead(r.statusCode ?? 502, headersWithoutHop(r.headers));
      r.pipe(res);
    },
  );
  out.on('error', () => {
    errors += 1;
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  });
  req.pipe(out);
});
server.keepAliveTimeout = 65_000;

server.on('upgrade', (req, client: net.Socket, head: Buffer) => {
  const up = upstreams[nextWs++ % upstreams.length];
  up.upgrades += 1;
  const upstream = net.connect(up.port, up.host);
  // Small WebSocket frames must not wait for Nagle's algorithm on either leg.
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  let connected = false;
  upstream.once('connect', () => {
    connected = true;
    up.open += 1;
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length) upstream.write(head);
    upstream.pipe(client);
    client.pipe(upstream);
  });
  let closed = false;
  const close = (err?: Error) => {
    if (err) errors += 1;
    if (closed) return;
    closed = true;
    if (connected) up.open -= 1;
    client.destroy();
    upstream.destroy();
  };
  upstream.on('error', close);
  client.on('error', close);
  upstream.on('close', () => close());
  client.on('close', () => close());
});

server.listen(port, '127.0.0.1', () => {
  const addr = server.address() as net.AddressInfo;
  // The parent reads this line to learn the port.
  console.log(`proxy listening ${addr.port} → ${upstreams.map((u) => `${u.host}:${u.port}`).join(', ')}`);
});
process.on('SIGTERM', () => process.exit(0));
