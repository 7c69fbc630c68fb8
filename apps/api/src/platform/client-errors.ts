import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** Requests Node's HTTP parser refuses before Fastify sees them, in the error model. */
const ANSWERS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request headers are too large.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'The request took too long to arrive.',
  },
};
const UNREADABLE = { status: 400, code: 'bad_request', message: 'The request could not be read.' };

/**
 * Fastify's clientErrorHandler: the connection cannot be used after a parse error, so the answer
 * says `Connection: close` (issue 14, "431 answers") and the socket closes once it is written.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = (error.code && ANSWERS[error.code]) || UNREADABLE;
  const body = JSON.stringify({ error: { code, message } });
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
    () => socket.destroy(),
  );
}
