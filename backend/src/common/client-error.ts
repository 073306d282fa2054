import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import { portugueseMessageFor } from './error-messages';

/**
 * Fastify's clientErrorHandler: Node's HTTP parser refused the bytes before any route saw them
 * (malformed request line or header, bad chunked encoding, headers too large, a request too slow).
 * Answered like Fastify's default — then the connection is closed — but in the API's error shape and
 * in Portuguese instead of "Client Error".
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const status = STATUS_CODES[statusCode] ?? 'Error';
  const body = JSON.stringify({ statusCode, error: status, message: portugueseMessageFor(statusCode) });
  // As Node's own default: a connection that already carried an answer is only closed (writing another
  // one after it would be garbage to the client).
  if (socket.writable && socket.bytesWritten === 0) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
