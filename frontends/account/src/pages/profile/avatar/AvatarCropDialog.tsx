import { Avatar } from '@fluentui/react-avatar';
import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Slider } from '@fluentui/react-slider';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { avatarImageUrl, avatarInitial, displayName, useFieldErrorText, useNotify } from '@weather/ui';
import { limits } from '@weather/validation';
import { observer } from 'mobx-react-lite';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarCropForm } from '../../../stores/AvatarCropForm';
import { useAccountStores } from '../../../stores/stores-context';
import { AvatarCropArea, type AvatarCropAreaHandle, CROP_SIZE } from './AvatarCropArea';

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
  },
  preview: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: `${CROP_SIZE}px`,
  },
  wide: { alignSelf: 'stretch' },
  fileInput: { display: 'none' },
  actions: { flexWrap: 'wrap' },
});

interface AvatarCropDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The avatar's crop dialog (SPEC §2, §5, §8): browse a JPG or PNG of at most 512 KB, place it in
 * the circle, zoom 1 to 5 by 0.1, then Update (disabled on error), Cancel, or Clear image.
 */
export const AvatarCropDialog = observer(function AvatarCropDialog({ open, onClose }: AvatarCropDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const notify = useNotify();
  const fieldErrorText = useFieldErrorText();
  const { avatarStore, session, environment } = useAccountStores();
  const [form, setForm] = useState(() => new AvatarCropForm());
  const fileInput = useRef<HTMLInputElement>(null);
  const cropArea = useRef<AvatarCropAreaHandle>(null);
  const browseButton = useRef<HTMLButtonElement>(null);
  const user = session.user;
  const saving = avatarStore.isSaving;

  // The first thing to do here is to choose a file. Fluent's own search for a first focusable element
  // runs before this (child effects first) and may settle on the surface; this effect has the last word.
  useEffect(() => {
    if (open) browseButton.current?.focus();
  }, [open]);

  function close() {
    // Every opening starts from the current avatar, with nothing chosen.
    setForm(new AvatarCropForm());
    avatarStore.reset();
    onClose();
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a change: the input must report it anew.
    event.target.value = '';
    if (!file) return;
    avatarStore.reset();
    form.choose(file);
  }

  async function update() {
    const dataUrl = form.canUpdate ? cropArea.current?.toDataUrl(form.outputType) : null;
    if (!dataUrl) return;
    const outcome = await avatarStore.upload(dataUrl);
    if (outcome === 'updated') {
      notify({ text: t('avatar.updated'), intent: 'success' });
      close();
    } else {
      notify({ text: outcome === 'tooBig' ? t('avatar.tooBig') : t('avatar.notUpdated'), intent: 'error' });
    }
  }

  async function clear() {
    const outcome = await avatarStore.clear();
    if (outcome === 'cleared') {
      notify({ text: t('avatar.cleared'), intent: 'success' });
      close();
    } else {
      notify({ text: t('avatar.notUpdated'), intent: 'error' });
    }
  }

  const serverError = avatarStore.error?.errors?.find((error) => error.field === 'avatar');
  const fileError = form.error ?? serverError ?? null;

  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : close())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('avatar.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.preview}>
              {form.file ? (
                <AvatarCropArea
                  ref={cropArea}
                  file={form.file}
                  zoom={form.zoom}
                  label={t('avatar.cropArea')}
                  onReady={() => form.markReady()}
                  onUnreadable={() => form.markUnreadable()}
                />
              ) : user ? (
                <Avatar
                  size={128}
                  color="brand"
                  name={displayName(user)}
                  initials={avatarInitial(user)}
                  image={user.avatar ? { src: avatarImageUrl(user.avatar, environment.apiUrl), alt: '' } : undefined}
                />
              ) : null}
            </div>
            {form.file ? null : <Text>{t('avatar.noFile')}</Text>}
            <Field className={styles.wide} label={t('avatar.zoom')}>
              <Slider
                min={limits.AVATAR_ZOOM.min}
                max={limits.AVATAR_ZOOM.max}
                step={limits.AVATAR_ZOOM.step}
                value={form.zoom}
                disabled={!form.file}
                onChange={(_event, data) => form.setZoom(data.value)}
              />
            </Field>
            <Field
              className={styles.wide}
              hint={t('avatar.hint')}
              validationMessage={fileError ? fieldErrorText(fileError) : undefined}
            >
              <Button ref={browseButton} onClick={() => fileInput.current?.click()} disabled={saving}>
                {t('avatar.browse')}
              </Button>
            </Field>
            <input
              ref={fileInput}
              className={styles.fileInput}
              type="file"
              accept={limits.AVATAR_MIME_TYPES.join(',')}
              aria-label={t('avatar.browse')}
              tabIndex={-1}
              onChange={choose}
            />
          </DialogContent>
          <DialogActions fluid className={styles.actions}>
            <Button onClick={() => void clear()} disabled={!user?.avatar || saving}>
              {t('avatar.clear')}
            </Button>
            <Button onClick={close} disabled={saving}>
              {t('avatar.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => void update()} disabled={!form.canUpdate || saving}>
              {t('avatar.update')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
