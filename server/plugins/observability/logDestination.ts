import pretty from 'pino-pretty';

/**
 * Production writes JSON lines (for a log collector); development a line a person reads:
 * time, level, message and the request id.
 */
export function logDestination(
  nodeEnv: string,
  destination: NodeJS.WritableStream = process.stdout,
) {
  if (nodeEnv === 'production') return undefined;
  return pretty({
    destination,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,remoteAddress,method,url,statusCode,ms',
    messageFormat: '{msg}{if reqId} [{reqId}]{end}',
    singleLine: true,
  });
}
