import sharp from 'sharp';
import type { Response } from 'supertest';
import { UserAvatar } from '../src/users/user-avatar.entity';
import { CSRF, startTestApp, type TestApp, type TestAgent } from './support/test-app';

const PASSWORD = 'correct horse battery staple';
const square = (background = '#3a7bd5') => sharp({ create: { width: 32, height: 32, channels: 3, background } });
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** supertest's parser for binary bodies, so the test sees the exact bytes. */
function binary(response: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('/v1/users/me/avatar', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(): Promise<{ agent: TestAgent; userId: number }> {
    const user = await t.createUser({ password: PASSWORD });
    return { agent: await t.signIn(user.email, PASSWORD), userId: user.id };
  }

  const upload = (agent: TestAgent, avatar: unknown) => agent.put('/v1/users/me/avatar').set(CSRF).send({ avatar });
  const refusalOf = (body: { code: string; errors?: { field: string; code: string; message: string }[] }) => ({ code: body.code, errors: body.errors });

  it('answers 404 while the user has none', async () => {
    const { agent } = await signedIn();

    const response = await agent.get('/v1/users/me/avatar').expect(404);

    expect(response.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect((await agent.get('/v1/users/me').expect(200)).body.avatar).toBeNull();
  });

  it('stores a PNG without its EXIF and serves back exactly the stored bytes, typed, with its cache headers', async () => {
    const { agent, userId } = await signedIn();
    const tagged = await square().png().withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'GPS 45.46N 9.19E' } }).toBuffer();
    expect(tagged.includes('Secret Photographer')).toBe(true);

    const saved = await upload(agent, dataUrl('image/png', tagged)).expect(200);

    const path: string = saved.body.avatar;
    expect(path).toMatch(/^\/v1\/users\/me\/avatar\?v=\d+$/);
    expect((await agent.get('/v1/users/me').expect(200)).body.avatar).toBe(path);
    const stored = await t.dataSource.getRepository(UserAvatar).findOneByOrFail({ userId });
    const image = await agent.get(path).buffer(true).parse(binary).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, Buffer.from(stored.content))).toBe(0);
    expect((image.body as Buffer).includes('Secret Photographer')).toBe(false);
    const metadata = await sharp(image.body as Buffer).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 32, height: 32 });
    expect(metadata.exif).toBeUndefined();
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(image.headers.etag).toBe(`"avatar-${path.split('v=')[1]}"`);
  });

  it('stores a JPEG labelled as PNG as a JPEG, without EXIF', async () => {
    const { agent } = await signedIn();
    const tagged = await square('#ffcc00').jpeg().withExif({ IFD0: { Artist: 'Secret Photographer' } }).toBuffer();

    const saved = await upload(agent, dataUrl('image/png', tagged)).expect(200);

    const image = await agent.get(saved.body.avatar).buffer(true).parse(binary).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((image.body as Buffer).includes('Secret Photographer')).toBe(false);
    expect((await sharp(image.body as Buffer).metadata()).exif).toBeUndefined();
  });

  it('answers 304 to a browser that has the current image, and revalidates other stamps', async () => {
    const { agent } = await signedIn();
    const saved = await upload(agent, dataUrl('image/png', await square().png().toBuffer())).expect(200);
    const first = await agent.get(saved.body.avatar).expect(200);

    await agent.get(saved.body.avatar).set('If-None-Match', first.headers.etag as string).expect(304);
    const other = await agent.get('/v1/users/me/avatar?v=1').expect(200);
    expect(other.headers['cache-control']).toBe('private, no-cache');
  });

  it('gives a new stamp to each upload, so the top bar never shows the old picture', async () => {
    const { agent } = await signedIn();
    const first = await upload(agent, dataUrl('image/png', await square('#000000').png().toBuffer())).expect(200);
    const firstEtag = (await agent.get(first.body.avatar).expect(200)).headers.etag as string;
    const second = await upload(agent, dataUrl('image/png', await square('#ffffff').png().toBuffer())).expect(200);

    expect(second.body.avatar).not.toBe(first.body.avatar);
    // A browser holding the first picture is told it changed.
    await agent.get('/v1/users/me/avatar').set('If-None-Match', firstEtag).expect(200);
  });

  it('refuses a GIF inside a data URL that claims JPG or PNG', async () => {
    const { agent } = await signedIn();
    const gif = await square().gif().toBuffer();

    for (const claimed of ['image/jpeg', 'image/png']) {
      const response = await upload(agent, dataUrl(claimed, gif)).expect(400);
      expect(refusalOf(response.body)).toEqual({
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'avatar', code: 'AVATAR_TYPE_NOT_ALLOWED', message: 'Only JPG or PNG images can be used' }],
      });
    }
    await agent.get('/v1/users/me/avatar').expect(404);
  });

  it('refuses an image of 524289 bytes with "Max. file size is 512 KB" and accepts 524288', async () => {
    const { agent } = await signedIn();
    const png = await square().png().toBuffer();
    const ofSize = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

    const tooBig = await upload(agent, dataUrl('image/png', ofSize(524_289))).expect(400);
    expect(refusalOf(tooBig.body)).toEqual({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'avatar', code: 'AVATAR_TOO_BIG', message: 'Max. file size is 512 KB' }],
    });
    await upload(agent, dataUrl('image/png', ofSize(524_288))).expect(200);
  });

  it('refuses a data URL that is not an image, an SVG, and a value that is no data URL', async () => {
    const { agent } = await signedIn();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle r="4" cx="4" cy="4"/></svg>');

    for (const avatar of [
      dataUrl('text/plain', Buffer.from('just some words')),
      dataUrl('image/png', Buffer.from('just some words')),
      dataUrl('image/svg+xml', svg),
      dataUrl('image/png', svg),
      'https://example.com/me.png',
      '',
    ]) {
      const response = await upload(agent, avatar).expect(400);
      expect(response.body.errors).toEqual([expect.objectContaining({ field: 'avatar', code: 'AVATAR_TYPE_NOT_ALLOWED' })]);
    }
    const wrongType = await upload(agent, 42).expect(400);
    expect(wrongType.body.errors).toEqual([expect.objectContaining({ field: 'avatar', code: 'INVALID_TYPE' })]);
  });

  it('clears the avatar', async () => {
    const { agent } = await signedIn();
    await upload(agent, dataUrl('image/png', await square().png().toBuffer())).expect(200);

    const cleared = await agent.delete('/v1/users/me/avatar').set(CSRF).expect(200);

    expect(cleared.body.avatar).toBeNull();
    await agent.get('/v1/users/me/avatar').expect(404);
  });

  it("serves only the caller's own image, and nothing without a session or the CSRF header", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const saved = await upload(owner.agent, dataUrl('image/png', await square().png().toBuffer())).expect(200);

    await other.agent.get(saved.body.avatar).expect(404);
    await t.agent().get(saved.body.avatar).expect(401);
    await owner.agent.put('/v1/users/me/avatar').send({ avatar: 'data:image/png;base64,' }).expect(403);
    await owner.agent.delete('/v1/users/me/avatar').expect(403);
  });
});
