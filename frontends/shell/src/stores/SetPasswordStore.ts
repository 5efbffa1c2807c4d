import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SignInTransport } from '../transport/sign-in-transport';

/**
 * /verify/{token} (SPEC §2, §4, §8): the token is verified first; `expired` and `invalid` are the
 * spec's two link failures (410 LINK_EXPIRED, 404 LINK_INVALID), `failed` anything else.
 */
export type TokenState = 'idle' | 'verifying' | 'valid' | 'expired' | 'invalid' | 'failed' | 'password-set';

export class SetPasswordStore {
  state: TokenState = 'idle';
  email: string | null = null;
  isSaving = false;
  /** The error of the last refused call (field errors of the password, or the link's failure). */
  error: ApiErrorBody | null = null;
  private token: string | null = null;

  constructor(private readonly transport: Pick<SignInTransport, 'verifyToken' | 'setPasswordWithToken'>) {
    makeAutoObservable<SetPasswordStore, 'transport' | 'token'>(this, { transport: false, token: false });
  }

  async verify(token: string): Promise<void> {
    this.token = token;
    this.state = 'verifying';
    this.email = null;
    this.error = null;
    const result = await this.transport.verifyToken(token);
    runInAction(() => {
      if (token !== this.token) return;
      if (result.ok) {
        this.email = result.data.email;
        this.state = 'valid';
      } else {
        this.error = result.error;
        this.state = linkFailure(result.error);
      }
    });
  }

  async setPassword(password: string): Promise<boolean> {
    if (!this.token) return false;
    this.isSaving = true;
    this.error = null;
    const result = await this.transport.setPasswordWithToken(this.token, password);
    runInAction(() => {
      this.isSaving = false;
      if (result.ok) {
        this.state = 'password-set';
      } else {
        this.error = result.error;
        // A link that expired meanwhile ends the form; field errors keep it open.
        const failure = linkFailure(result.error);
        if (failure !== 'failed') this.state = failure;
      }
    });
    return result.ok;
  }
}

function linkFailure(error: ApiErrorBody): 'expired' | 'invalid' | 'failed' {
  if (error.code === 'LINK_EXPIRED' || error.statusCode === 410) return 'expired';
  if (error.code === 'LINK_INVALID' || error.statusCode === 404) return 'invalid';
  return 'failed';
}
