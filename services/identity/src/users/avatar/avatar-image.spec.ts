import sharp from 'sharp';
import { AvatarRefused, cleanAvatarImage, decodeDataUrl, sniffAvatarType } from './avatar-image';

const square = () => sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a7bd5' } });
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  if (!(error instanceof AvatarRefused)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.code;
}

describe(cleanAvatarImage.name, () => {
  it('keeps a PNG a PNG and a JPEG a JPEG, whatever the data URL declares', async () => {
    const png = await square().png().toBuffer();
    const jpeg = await square().jpeg().toBuffer();

    const sut = [await cleanAvatarImage(dataUrl('image/jpeg', png)), await cleanAvatarImage(dataUrl('image/png', jpeg))];

    expect(sut.map((image) => image.mimeType)).toEqual(['image/png', 'image/jpeg']);
    expect((await sharp(sut[0]!.content).metadata()).format).toBe('png');
    expect((await sharp(sut[1]!.content).metadata()).format).toBe('jpeg');
  });

  it('drops EXIF metadata', async () => {
    const tagged = await square().jpeg().withExif({ IFD0: { Artist: 'Secret Photographer' } }).toBuffer();
    expect(tagged.includes('Secret Photographer')).toBe(true);

    const sut = await cleanAvatarImage(dataUrl('image/jpeg', tagged));

    expect(sut.content.includes('Secret Photographer')).toBe(false);
    expect((await sharp(sut.content).metadata()).exif).toBeUndefined();
  });

  it('refuses a GIF, an SVG and text, even when labelled as JPG or PNG', async () => {
    const gif = await square().gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>');

    expect(await refusal(cleanAvatarImage(dataUrl('image/png', gif)))).toBe('AVATAR_TYPE_NOT_ALLOWED');
    expect(await refusal(cleanAvatarImage(dataUrl('image/svg+xml', svg)))).toBe('AVATAR_TYPE_NOT_ALLOWED');
    expect(await refusal(cleanAvatarImage(dataUrl('image/jpeg', Buffer.from('hello'))))).toBe('AVATAR_TYPE_NOT_ALLOWED');
  });

  it('refuses a JPEG signature with no picture behind it', async () => {
    expect(await refusal(cleanAvatarImage(dataUrl('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))))).toBe('AVATAR_TYPE_NOT_ALLOWED');
  });

  it('accepts 524288 decoded bytes and refuses one more', async () => {
    const png = await square().png().toBuffer();
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

    await expect(cleanAvatarImage(dataUrl('image/png', padded(524_288)))).resolves.toMatchObject({ mimeType: 'image/png' });
    expect(await refusal(cleanAvatarImage(dataUrl('image/png', padded(524_289))))).toBe('AVATAR_TOO_BIG');
  });
});

describe(decodeDataUrl.name, () => {
  it('reads base64 data URLs only', () => {
    expect(decodeDataUrl('data:image/png;base64,aGk=').toString()).toBe('hi');
    expect(() => decodeDataUrl('data:image/png,hi')).toThrow(AvatarRefused);
    expect(() => decodeDataUrl('https://example.com/a.png')).toThrow(AvatarRefused);
    expect(() => decodeDataUrl('data:image/png;base64,not base64!')).toThrow(AvatarRefused);
  });
});

describe(sniffAvatarType.name, () => {
  it('knows PNG and JPEG by their signatures', () => {
    expect(sniffAvatarType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffAvatarType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffAvatarType(Buffer.from('GIF89a'))).toBeNull();
  });
});
