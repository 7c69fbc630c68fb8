import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Logger } from 'pino';

/**
 * Fastify logs two JSON lines per request at info, which buries the start banner and everything
 * else. Here a request is one short line at debug (LOG_LEVEL=debug shows them); a request that
 * failed is still logged as an error.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    // pino's level check first: the line is built only when it is written.
    if ((request.log as Partial<Logger>).isLevelEnabled?.('debug') === false) return;
    // The path without its query string: reset and invitation tokens travel in query strings.
    request.log.debug(
      `${request.method} ${request.url.split('?')[0]} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`,
    );
  }
}
