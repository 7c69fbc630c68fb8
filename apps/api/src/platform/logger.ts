import { pino, type Logger } from 'pino';
import type { Config } from '../config';
import { loggerOptions } from './logging';

/**
 * LOG_FORMAT=auto writes short human lines when standard output is a terminal (so the start banner
 * stays readable) and one JSON object a line otherwise, for log collectors. The human lines are
 * formatted in this process, synchronously: no transport thread per server process. pino-pretty
 * (10 MB) is loaded only when it is used.
 */
export function wantsPrettyLogs(
  format: Config['logFormat'],
  isTerminal = Boolean(process.stdout.isTTY),
): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

export async function createLogger(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  isTerminal?: boolean,
): Promise<Logger> {
  const options = loggerOptions(config.logLevel);
  if (!wantsPrettyLogs(config.logFormat, isTerminal)) return pino(options);
  const { default: pretty } = await import('pino-pretty');
  return pino(
    options,
    pretty({
      sync: true,
      colorize: isTerminal ?? Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
    }),
  );
}
