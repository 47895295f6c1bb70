// Structured logging (pino): JSON lines in production, readable lines on a terminal.
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-id';

export function createLogger(level = process.env.LOG_LEVEL || 'info', destination?: DestinationStream): Logger {
  const pretty = !destination && process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  const options: pino.LoggerOptions = {
    level,
    redact: ['req.headers.authorization', 'password', 'token', 'refreshToken'],
    // every line written while a request is served names it (request-id.ts)
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
