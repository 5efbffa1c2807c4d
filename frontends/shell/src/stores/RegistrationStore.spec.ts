import type { ApiErrorBody } from '@weather/api-client';
import { FakeRegistrationService } from '../testing/fake-registration-service';
import type { RegistrationRequest } from '../transport/registration-transport';
import { RegistrationStore } from './RegistrationStore';

const request: RegistrationRequest = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'Grace@Example.com',
  password: 'violet kangaroo orbit 42',
  password_confirmation: 'violet kangaroo orbit 42',
  recaptcha: 'payload',
  client_id: 'weather-radar',
};

function build() {
  const service = new FakeRegistrationService();
  const transport = {
    getCaptchaSettings: async () => service.getCaptchaSettings(),
    register: async (body: RegistrationRequest) => service.register(body),
  };
  const opened: [string, string, string | null, object][] = [];
  const magicCodeStore = {
    open: (email: string, purpose: 'sign-in' | 'verify', clientId: string | null = null, extras: object = {}) => void opened.push([email, purpose, clientId, extras]),
  };
  const delays: number[] = [];
  const sut = new RegistrationStore(transport, magicCodeStore, async (milliseconds) => void delays.push(milliseconds));
  return { sut, service, opened, delays };
}

describe(RegistrationStore.name, () => {
  it('waits the spec’s second, then opens the code modal for the address the service names', async () => {
    const { sut, service, opened, delays } = build();

    expect(await sut.submit(request)).toBe(true);

    expect(delays).toEqual([1000]);
    expect(service.registered).toEqual([request]);
    expect(opened).toEqual([['grace@example.com', 'verify', 'weather-radar', {}]]);
    expect(sut.isSubmitting).toBe(false);
    expect(sut.captchaVersion).toBe(0);
  });

  it('marks the embedded sign-up’s code verification', async () => {
    const { sut, opened } = build();

    await sut.submit({ ...request, is_collaborate_self_register: true });

    expect(opened).toEqual([['grace@example.com', 'verify', 'weather-radar', { is_collaborate_self_register: true }]]);
  });

  it('keeps a refusal, renews the captcha, and flags a 403', async () => {
    const { sut, service, opened } = build();
    const forbidden: ApiErrorBody = { statusCode: 403, code: 'FORBIDDEN', message: 'You are not allowed to do this' };
    service.refuseNextWith = forbidden;

    expect(await sut.submit(request)).toBe(false);

    expect(sut.error).toEqual(forbidden);
    expect(sut.forbidden).toBe(true);
    expect(sut.captchaVersion).toBe(1);
    expect(opened).toEqual([]);
  });

  it('loads the captcha settings once', async () => {
    const { sut } = build();

    await sut.loadCaptcha();
    await sut.loadCaptcha();

    expect(sut.captcha).toEqual({ provider: 'altcha', challengePath: '/v1/captcha/challenge' });
  });
});
