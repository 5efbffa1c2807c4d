import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable';
import { toApiException } from './all-exceptions.filter';
import { PoolAcquireTimeoutError } from '../database/mysql-pool-guard';

const withCode = (code: string, message = 'driver error') => Object.assign(new Error(message), { code });

describe(isDatabaseUnavailable.name, () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a connect timeout', withCode('ETIMEDOUT')],
    ['a lost connection', withCode('PROTOCOL_CONNECTION_LOST')],
    ['a query timeout', withCode('PROTOCOL_SEQUENCE_TIMEOUT')],
    ['too many connections', withCode('ER_CON_COUNT_ERROR')],
    ['no free connection in the pool', new PoolAcquireTimeoutError(2000)],
    ['a closed pool', new Error('Pool is closed.')],
    ['a query error wrapping a lost connection', new QueryFailedError('SELECT 1', [], withCode('PROTOCOL_CONNECTION_LOST'))],
    ['an error caused by a refusal', new Error('failed', { cause: withCode('ECONNREFUSED') })],
    ['every address refused', Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {})],
  ])('holds for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a duplicate key', new QueryFailedError('INSERT', [], withCode('ER_DUP_ENTRY'))],
    ['a syntax error', withCode('ER_PARSE_ERROR')],
    ['a plain error', new Error('database exploded')],
    ['not an error', 'ECONNREFUSED'],
    ['null', null],
  ])('does not hold for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('stops at an error that wraps itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown };
    error.cause = error;

    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the answer to a database that cannot be reached', () => {
  it('is 503 SERVICE_UNAVAILABLE with Retry-After and the message the portal shows, not a 500', () => {
    const sut = toApiException(new QueryFailedError('SELECT 1', [], withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:3306')));

    expect(sut.status).toBe(503);
    expect(sut.headers).toEqual({ 'Retry-After': '5' });
    expect(sut.toBody()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a moment' });
  });
});
