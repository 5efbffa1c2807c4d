import type { PortalSession, PortalUser } from '@weather/ui';
import { makeAutoObservable } from 'mobx';

/** The shell's session as a remote sees it: observable, and it records a 401 sign-out. */
export class FakeSession implements PortalSession {
  signedOut = false;

  constructor(public user: PortalUser | null) {
    makeAutoObservable(this);
  }

  setUser(user: PortalUser): void {
    this.user = user;
  }

  handleUnauthorized(): void {
    this.signedOut = true;
    this.user = null;
  }
}
