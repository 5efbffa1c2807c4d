import { AvatarCropForm } from './AvatarCropForm';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe(AvatarCropForm.name, () => {
  it('can update only a drawn JPG or PNG of at most 524288 bytes', () => {
    const sut = new AvatarCropForm();
    expect(sut.canUpdate).toBe(false);

    sut.choose(file('me.png', 'image/png', 524_288));
    expect(sut.canUpdate).toBe(false);
    sut.markReady();
    expect(sut).toMatchObject({ error: null, canUpdate: true, outputType: 'image/png' });

    sut.choose(file('me.jpg', 'image/jpeg', 524_289));
    sut.markReady();
    expect(sut.error?.code).toBe('AVATAR_TOO_BIG');
    expect(sut.canUpdate).toBe(false);
  });

  it('refuses another type, and a file the browser could not draw', () => {
    const sut = new AvatarCropForm();
    sut.choose(file('me.gif', 'image/gif', 100));
    expect(sut.error?.code).toBe('AVATAR_TYPE_NOT_ALLOWED');

    sut.choose(file('me.jpg', 'image/jpeg', 100));
    sut.markUnreadable();
    expect(sut.error?.code).toBe('AVATAR_TYPE_NOT_ALLOWED');
    expect(sut.outputType).toBe('image/jpeg');
  });

  it('keeps the zoom between 1 and 5 and starts every new file at 1', () => {
    const sut = new AvatarCropForm();
    sut.choose(file('me.png', 'image/png', 100));
    sut.setZoom(7);
    expect(sut.zoom).toBe(5);
    sut.setZoom(0.2);
    expect(sut.zoom).toBe(1);
    sut.setZoom(2.3);
    sut.choose(file('other.png', 'image/png', 100));
    expect(sut.zoom).toBe(1);
  });
});
