// Structured logging (pino): JSON lines in production, readable lines on a terminal.
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-id';

/** `level` and `production` come from the configuration (LOG_LEVEL, NODE_ENV; config/index.ts). */
export function createLogger(
  level = 'info',
  destination?: DestinationStream,
  { production = false }: { production?: boolean } = {},
): Logger {
  const pretty = !destination && process.stdout.isTTY && !production;
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
