import { HttpDurationRecorder, UNMATCHED_ROUTE } from './http-metrics';
import type { DurationSeries } from './metric-types';

/** A histogram that tells which series were bound and what each observed. */
function recordingHistogram() {
  const bound: string[] = [];
  const observed = new Map<string, number[]>();
  return {
    bound,
    observed,
    histogram: {
      series(route: string, method: string, status: string): DurationSeries {
        const key = `${method} ${route} ${status}`;
        bound.push(key);
        return { observe: (seconds: number) => void observed.set(key, [...(observed.get(key) ?? []), seconds]) };
      },
    },
  };
}

describe(HttpDurationRecorder.name, () => {
  it('labels by route template, method and status, in seconds', () => {
    const { histogram, observed } = recordingHistogram();
    const sut = new HttpDurationRecorder(histogram);

    sut.record({ method: 'GET', routeOptions: { url: '/v1/users/:id' } }, { statusCode: 200, elapsedTime: 12.5 });
    sut.record({ method: 'GET', routeOptions: { url: '/v1/users/:id' } }, { statusCode: 404, elapsedTime: 3 });

    expect(Object.fromEntries(observed)).toEqual({ 'GET /v1/users/:id 200': [0.0125], 'GET /v1/users/:id 404': [0.003] });
  });

  it('puts every request no route matched in one series, whatever its path', () => {
    const { histogram, observed } = recordingHistogram();
    const sut = new HttpDurationRecorder(histogram);

    sut.record({ method: 'GET', routeOptions: {} }, { statusCode: 404, elapsedTime: 1 });
    sut.record({ method: 'GET', routeOptions: { url: undefined } }, { statusCode: 404, elapsedTime: 2 });

    expect([...observed.keys()]).toEqual([`GET ${UNMATCHED_ROUTE} 404`]);
    expect(observed.get(`GET ${UNMATCHED_ROUTE} 404`)).toEqual([0.001, 0.002]);
  });

  it('binds each series once and reuses it', () => {
    const { histogram, bound } = recordingHistogram();
    const sut = new HttpDurationRecorder(histogram);

    for (let index = 0; index < 5; index += 1) sut.record({ method: 'POST', routeOptions: { url: '/auth/login' } }, { statusCode: 401, elapsedTime: 20 });
    sut.record({ method: 'POST', routeOptions: { url: '/auth/login' } }, { statusCode: 200, elapsedTime: 20 });

    expect(bound).toEqual(['POST /auth/login 401', 'POST /auth/login 200']);
  });
});
