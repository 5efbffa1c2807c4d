import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPortalUser } from '@weather/ui/testing';
import { useEffect, useImperativeHandle } from 'react';
import { renderProfile, TEST_API_URL } from '../../../testing/render-profile';

// jsdom draws no canvas and loads no image: the cropper is replaced by one that reports the file as
// drawn (or, for a file named "unreadable", as not an image) and hands back a fixed data URL. The
// real cropper runs in the browser suite (e2e/tests/account-avatar.e2e.ts).
jest.mock('./AvatarCropArea', () => ({
  CROP_SIZE: 240,
  AvatarCropArea: function FakeCropArea(props: {
    file: File;
    zoom: number;
    label: string;
    onReady: () => void;
    onUnreadable: () => void;
    ref?: React.Ref<{ toDataUrl(type: string): string | null }>;
  }) {
    const { file, zoom, label, onReady, onUnreadable, ref } = props;
    useImperativeHandle(ref, () => ({ toDataUrl: (type: string) => `data:${type};base64,Y3JvcHBlZA==` }));
    useEffect(() => {
      if (file.name.startsWith('unreadable')) onUnreadable();
      else onReady();
    }, [file, onReady, onUnreadable]);
    return <div role="img" aria-label={label} data-zoom={zoom} />;
  },
}));

const ada = buildPortalUser({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', avatar: null });
const image = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

async function openDialog(user = ada) {
  const events = userEvent.setup({ applyAccept: false });
  const rendered = renderProfile(user);
  await events.click(await screen.findByRole('button', { name: 'Change avatar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update avatar' });
  return { events, dialog, ...rendered };
}

const fileInput = () => screen.getByLabelText('Browse file', { selector: 'input' });
const button = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
/** A toast exists twice (visible and for screen readers); either copy proves it was shown. */
const toast = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);

describe('AvatarCropDialog', () => {
  it('offers Browse file, a zoom from 1 to 5 by 0.1, and Update only once an image is chosen', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('JPG or PNG, up to 512 KB')).toBeInTheDocument();
    expect(button(dialog, 'Browse file')).toBeEnabled();
    expect(button(dialog, 'Update')).toBeDisabled();
    expect(button(dialog, 'Cancel')).toBeEnabled();
    // Nothing to clear yet: the user has no avatar.
    expect(button(dialog, 'Clear image')).toBeDisabled();
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    expect(zoom).toHaveAttribute('min', '1');
    expect(zoom).toHaveAttribute('max', '5');
    expect(zoom).toHaveAttribute('step', '0.1');
    expect(fileInput()).toHaveAttribute('accept', 'image/jpeg,image/png');
  });

  it('crops a PNG, uploads it, says "Avatar Updated!" and hands the new avatar to the shell', async () => {
    const { events, dialog, transport, session } = await openDialog();
    await events.upload(fileInput(), image('me.png', 'image/png'));
    const cropArea = await within(dialog).findByRole('img', { name: /Crop area/ });
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Zoom' }), { target: { value: '2.5' } });
    expect(cropArea).toHaveAttribute('data-zoom', '2.5');
    await waitFor(() => expect(button(dialog, 'Update')).toBeEnabled());

    await events.click(button(dialog, 'Update'));

    await toast('Avatar Updated!');
    expect(transport.avatarUploads).toEqual(['data:image/png;base64,Y3JvcHBlZA==']);
    expect(session.user?.avatar).toBe('/v1/users/me/avatar?v=1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    // A closing dialog leaves the page aria-hidden for a moment: wait for the button to be reachable.
    const trigger = await screen.findByRole('button', { name: 'Change avatar' }, { timeout: 5000 });
    expect(trigger.querySelector('img')).toHaveAttribute('src', `${TEST_API_URL}/v1/users/me/avatar?v=1`);
  });

  it('keeps a JPEG a JPEG', async () => {
    const { events, dialog, transport } = await openDialog();
    await events.upload(fileInput(), image('me.jpg', 'image/jpeg'));
    await waitFor(() => expect(button(dialog, 'Update')).toBeEnabled());
    await events.click(button(dialog, 'Update'));
    await toast('Avatar Updated!');
    expect(transport.avatarUploads[0]).toMatch(/^data:image\/jpeg;/);
  });

  it.each([
    ['a file over 512 KB', image('big.png', 'image/png', 524_289), 'Max. file size is 512 KB'],
    ['a GIF', image('anim.gif', 'image/gif'), 'Only JPG or PNG images can be used'],
    ['a PNG the browser cannot draw', image('unreadable.png', 'image/png'), 'Only JPG or PNG images can be used'],
  ])('refuses %s and keeps Update disabled', async (_case, file, message) => {
    const { events, dialog, transport } = await openDialog();
    await events.upload(fileInput(), file);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(button(dialog, 'Update')).toBeDisabled();
    expect(transport.avatarUploads).toEqual([]);
  });

  it('accepts exactly 512 KB', async () => {
    const { events, dialog } = await openDialog();
    await events.upload(fileInput(), image('edge.png', 'image/png', 524_288));
    await waitFor(() => expect(button(dialog, 'Update')).toBeEnabled());
  });

  it('says "Avatar could not be updated" with the reason when the service refuses the image', async () => {
    const { events, dialog, transport, session } = await openDialog();
    transport.avatarRefuseWith = {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      errors: [{ field: 'avatar', code: 'AVATAR_TYPE_NOT_ALLOWED', message: 'Only JPG or PNG images can be used' }],
    };
    await events.upload(fileInput(), image('me.png', 'image/png'));
    await waitFor(() => expect(button(dialog, 'Update')).toBeEnabled());
    await events.click(button(dialog, 'Update'));

    await toast('Avatar could not be updated');
    expect(within(dialog).getByText('Only JPG or PNG images can be used')).toBeInTheDocument();
    expect(session.user?.avatar).toBeNull();
  });

  it('says "Image too big" when the upload fails without an answer of the service', async () => {
    const { events, dialog, transport } = await openDialog();
    transport.avatarRefuseWith = { statusCode: 413, code: 'UNKNOWN_ERROR', message: 'Payload Too Large' };
    await events.upload(fileInput(), image('me.png', 'image/png'));
    await waitFor(() => expect(button(dialog, 'Update')).toBeEnabled());
    await events.click(button(dialog, 'Update'));
    await toast('Image too big');
  });

  it('clears the image: "Image cleared", and the initial again', async () => {
    const { events, dialog, session } = await openDialog(buildPortalUser({ ...ada, avatar: '/v1/users/me/avatar?v=7' }));
    // Before a file is chosen, the dialog shows the current picture.
    expect(dialog.querySelector('img')).toHaveAttribute('src', `${TEST_API_URL}/v1/users/me/avatar?v=7`);

    await events.click(button(dialog, 'Clear image'));

    await toast('Image cleared');
    expect(session.user?.avatar).toBeNull();
    const trigger = await screen.findByRole('button', { name: 'Change avatar' }, { timeout: 5000 });
    expect(trigger.querySelector('img')).toBeNull();
    expect(within(trigger).getByText('A')).toBeInTheDocument();
  });

  it('sends nothing on Cancel', async () => {
    const { events, dialog, transport } = await openDialog();
    await events.upload(fileInput(), image('me.png', 'image/png'));
    await events.click(button(dialog, 'Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(transport.avatarUploads).toEqual([]);
  });

  it('is in Italian', async () => {
    const events = userEvent.setup();
    renderProfile(ada, { language: 'it' });
    await events.click(await screen.findByRole('button', { name: "Cambia l'avatar" }));
    const dialog = await screen.findByRole('dialog', { name: "Aggiorna l'avatar" });
    expect(button(dialog, 'Sfoglia')).toBeInTheDocument();
    expect(button(dialog, "Rimuovi l'immagine")).toBeInTheDocument();
    expect(button(dialog, 'Aggiorna')).toBeDisabled();
  });
});
