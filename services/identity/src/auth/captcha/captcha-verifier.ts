/** Checks the captcha answer of a sign-up (the payload's `recaptcha` field), whichever provider runs. */
export abstract class CaptchaVerifier {
  /** True once for a valid answer; a replayed, expired, forged or wrong answer is false. */
  abstract verify(answer: string, ip: string | null): Promise<boolean>;
}
