// Structured logging (pino): JSON lines in production, readable lines on a terminal.
import pino, { type Logger } from 'pino';

export function createLogger(level = process.env.LOG_LEVEL || 'info'): Logger {
  const pretty = process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  return pino({
    level,
    redact: ['req.headers.authorization', 'password', 'token', 'refreshToken'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
}
