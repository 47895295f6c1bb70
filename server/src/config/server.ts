// The server's own settings: where it listens, where its data lives (embedded PostgreSQL or
// DATABASE_URL, Redis), what it serves, logging, and the API's origin, metrics and rate rules.
import { oneOf, optionalText, text, wholeNumber, list } from './env';

/** pino's levels (LOG_LEVEL) */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const serverVariables = {
  PORT: wholeNumber(4000, { min: 0, max: 65_535 }),
  HOST: text('0.0.0.0'),
  DATA_DIR: text('.data'),
  DATABASE_URL: optionalText(),
  REDIS_URL: optionalText(),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  /** `production`: JSON logs even on a terminal, no warnings about unused Prisma selections */
  NODE_ENV: optionalText(),
  WEB_DIST_DIR: text('web/dist'),
  API_RATE_LIMIT_PER_MINUTE: wholeNumber(6_000, { min: 0 }),
  METRICS_TOKEN: optionalText(),
  CORS_CREDENTIAL_ORIGINS: list((origin) => origin.replace(/\/+$/, '')),
  /** the operator's site settings file (links, donations, testimonials…), read at run time */
  SITE_CONFIG: text('content/site.yaml'),
};
