/** @jest-environment node */
import { signOutOnLostSession } from './session-loss';

function answer(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

async function signsOut(response: Response): Promise<boolean> {
  const signOut = jest.fn();
  signOutOnLostSession(signOut)(response);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return signOut.mock.calls.length === 1;
}

describe(signOutOnLostSession.name, () => {
  it('signs out on a lost session, also when the body is not the API shape', async () => {
    await expect(signsOut(answer(401, JSON.stringify({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' })))).resolves.toBe(true);
    await expect(signsOut(answer(401, '<html>proxy</html>'))).resolves.toBe(true);
  });

  it('keeps the session on a wrong password, code or passkey, and leaves the body for the call', async () => {
    for (const code of ['REAUTHENTICATION_FAILED', 'SECOND_FACTOR_INVALID', 'PASSKEY_INVALID']) {
      const response = answer(401, JSON.stringify({ statusCode: 401, code, message: 'No' }));
      await expect(signsOut(response)).resolves.toBe(false);
      await expect(response.json()).resolves.toMatchObject({ code });
    }
  });
});
