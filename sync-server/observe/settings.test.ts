import { describe, expect, it } from 'vitest';
import { metricsListenerFromEnv } from '../settings';
import { logLevelFromEnv } from './log';

describe('LOG_LEVEL', () => {
  it.each([
    [undefined, 'info'],
    ['', 'info'],
    ['debug', 'debug'],
    [' WARN ', 'warn'],
    ['silent', 'silent'],
    ['loud', null],
    ['30', null],
  ])('%j is %j', (value, level) => {
    expect(logLevelFromEnv(value)).toBe(level);
  });
});

describe('METRICS_PORT and METRICS_HOST', () => {
  it.each([
    [undefined, undefined, 'off'],
    ['', '0.0.0.0', 'off'],
    ['9464', undefined, { port: 9464, host: '127.0.0.1' }],
    [' 9464 ', ' 10.0.0.5 ', { port: 9464, host: '10.0.0.5' }],
    ['0', undefined, null],
    ['65536', undefined, null],
    ['94a', undefined, null],
    ['-1', undefined, null],
  ])('%j on %j is %j', (port, host, expected) => {
    expect(metricsListenerFromEnv(port, host)).toEqual(expected);
  });
});
