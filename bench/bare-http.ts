// The yardstick of `npm run bench`: a bare node:http server answering a small JSON, run as its own
// process like the API server. It prints its port on the first line of its output.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', database: 'up', version: '0.0.0' });

const server = http.createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(address.port);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
