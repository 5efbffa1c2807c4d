import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { ApiException } from './api-exception';
import { toApiException } from './all-exceptions.filter';

describe(toApiException.name, () => {
  it('keeps an ApiException as it is', () => {
    const exception = new ApiException('TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': '5' });

    expect(toApiException(exception)).toBe(exception);
  });

  it.each([
    [new NotFoundException(), 404, 'NOT_FOUND'],
    [new BadRequestException('anything'), 400, 'BAD_REQUEST'],
    [new PayloadTooLargeException(), 413, 'PAYLOAD_TOO_LARGE'],
    [new Error('database exploded'), 500, 'INTERNAL_ERROR'],
  ])('maps %s to %i %s without leaking its message', (exception, status, code) => {
    const sut = toApiException(exception);

    expect(sut.status).toBe(status);
    expect(sut.code).toBe(code);
    expect(JSON.stringify(sut.toBody())).not.toContain('exploded');
  });
});
