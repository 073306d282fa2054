import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';

import type { LogLevelName } from '../config/app-config';

/** One JSON object per line (pino): what log collectors (Cloud Logging, Loki, CloudWatch) parse as is. */
export function createLogger(level: LogLevelName, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Cloud Logging and most collectors read the severity from a `level` word, not pino's number.
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}

/** Nest's own messages (module start-up, the services' Logger calls) through the same JSON logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    // Nest passes (message, stack?, context?).
    const [stack, context] = rest.length >= 2 ? rest : [undefined, rest[0]];
    this.logger.error({ context, ...(typeof stack === 'string' ? { stack } : {}) }, text(message));
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: 'info' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, rest: unknown[]) {
    const context = rest.at(-1);
    this.logger[level](typeof context === 'string' ? { context } : {}, text(message));
  }
}

function text(message: unknown): string {
  if (typeof message === 'string') return message;
  if (message instanceof Error) return message.stack ?? message.message;
  return JSON.stringify(message);
}
