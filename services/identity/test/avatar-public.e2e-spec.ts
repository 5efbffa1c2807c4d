import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { User } from '../src/users/user.entity';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

const PASSWORD = 'correct horse battery staple';
const png = (background: string) => sharp({ create: { width: 16, height: 16, channels: 3, background } }).png().toBuffer();
const jpeg = (background: string) => sharp({ create: { width: 16, height: 16, channels: 3, background } }).jpeg().toBuffer();
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

function binary(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

/** GET /v1/avatars/<id>: an avatar image at its public, unguessable address (docs/adr/0803). */
describe('/v1/avatars/:avatarId', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  async function signedIn(): Promise<{ agent: TestAgent; user: User }> {
    const user = await t.createUser({ password: PASSWORD });
    return { agent: await t.signIn(user.email, PASSWORD), user };
  }

  const avatarIdOf = async (user: User) => (await t.dataSource.getRepository(User).findOneByOrFail({ id: user.id })).avatarId;
  const upload = (agent: TestAgent, avatar: string) => agent.put('/v1/users/me/avatar').set(CSRF).send({ avatar }).expect(200);
  const anonymous = (path: string) => t.agent().get(path).buffer(true).parse(binary);

  it('serves the image without a session, cacheable by anyone, loadable from another site', async () => {
    const { agent, user } = await signedIn();
    await upload(agent, dataUrl('image/png', await png('#3a7bd5')));
    const avatarId = await avatarIdOf(user);
    expect(avatarId).toMatch(/^[0-9a-f]{32}$/);

    const image = await anonymous(`/v1/avatars/${avatarId}`).expect(200);

    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['set-cookie']).toBeUndefined();
    const own = await agent.get('/v1/users/me/avatar').buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(image.body as Buffer, own.body as Buffer)).toBe(0);
  });

  it('uses an id that is neither the uuid nor anything in the user\'s own answers', async () => {
    const { agent, user } = await signedIn();
    await upload(agent, dataUrl('image/png', await png('#00ff00')));
    const avatarId = (await avatarIdOf(user)) ?? '';

    const me = JSON.stringify((await agent.get('/v1/users/me').expect(200)).body);

    expect(avatarId).not.toBe(user.uuid.replaceAll('-', ''));
    expect(me).not.toContain(avatarId);
  });

  it('gives a new image a new id: the old address answers 404, the new one the JPEG', async () => {
    const { agent, user } = await signedIn();
    await upload(agent, dataUrl('image/png', await png('#ff0000')));
    const first = await avatarIdOf(user);

    await upload(agent, dataUrl('image/jpeg', await jpeg('#0000ff')));
    const second = await avatarIdOf(user);

    expect(second).not.toBe(first);
    await anonymous(`/v1/avatars/${first}`).expect(404);
    const image = await anonymous(`/v1/avatars/${second}`).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 once the avatar is cleared, and the row keeps no id', async () => {
    const { agent, user } = await signedIn();
    await upload(agent, dataUrl('image/png', await png('#ffff00')));
    const avatarId = await avatarIdOf(user);

    await agent.delete('/v1/users/me/avatar').set(CSRF).expect(200);

    expect(await avatarIdOf(user)).toBeNull();
    const response = await t.agent().get(`/v1/avatars/${avatarId}`).expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 once the user is disabled', async () => {
    const { agent, user } = await signedIn();
    await upload(agent, dataUrl('image/png', await png('#ff00ff')));
    const avatarId = await avatarIdOf(user);

    await t.dataSource.getRepository(User).update({ id: user.id }, { isDisabled: true });

    await t.agent().get(`/v1/avatars/${avatarId}`).expect(404);
  });

  it('answers 404 to wrong ids alike, in parallel: random, malformed, the uuid, a path', async () => {
    const { agent, user } = await signedIn();
    await upload(agent, dataUrl('image/png', await png('#123456')));
    const avatarId = (await avatarIdOf(user)) ?? '';
    const wrong = [
      ...Array.from({ length: 20 }, () => randomBytes(16).toString('hex')),
      avatarId.toUpperCase(),
      `${avatarId}0`,
      avatarId.slice(1),
      user.uuid,
      user.uuid.replaceAll('-', ''),
      '..%2Fusers%2Fme%2Favatar',
      `${avatarId}%00`,
    ];

    const answers = await Promise.all(wrong.map((id) => t.agent().get(`/v1/avatars/${id}`)));

    expect(answers.map((answer) => answer.status)).toEqual(wrong.map(() => 404));
    expect(answers.every((answer) => answer.body.code === 'NOT_FOUND')).toBe(true);
    await anonymous(`/v1/avatars/${avatarId}`).expect(200);
  });

  it('answers only GET: another method is 404', async () => {
    const { agent, user } = await signedIn();
    await upload(agent, dataUrl('image/png', await png('#654321')));
    const avatarId = await avatarIdOf(user);

    for (const method of ['put', 'post', 'delete'] as const) {
      expect((await t.agent()[method](`/v1/avatars/${avatarId}`).set(CSRF)).status).toBe(404);
    }
    await anonymous(`/v1/avatars/${avatarId}`).expect(200);
  });
});
