// The yardsticks of `npm run bench`: a bare node:http server answering a small JSON, and (with the
// argument `fastify`) the same answer from a Fastify app with no plugin or hook, the framework's
// own floor. Each runs as its own process like the API server and prints its port first.
import http from 'node:http';
import Fastify from 'fastify';

const answer = { status: 'ok', database: 'up', version: '0.0.0' };
const body = JSON.stringify(answer);

function listening(address: ReturnType<http.Server['address']>) {
  if (typeof address === 'object' && address) console.log(address.port);
}

if (process.argv[2] === 'fastify') {
  const app = Fastify();
  app.get('/', async () => answer);
  await app.listen({ port: 0, host: '127.0.0.1' });
  listening(app.server.address());
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
} else {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => listening(server.address()));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
