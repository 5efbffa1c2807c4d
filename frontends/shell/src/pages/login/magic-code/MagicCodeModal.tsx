import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { Link } from '@fluentui/react-link';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { limits, isMagicCodeComplete, normalizeMagicCode } from '@weather/validation';
import { useDialogGivesPageBack, useErrorText, useMessageText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../stores/stores-context';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  code: {
    fontFamily: tokens.fontFamilyMonospace,
    letterSpacing: '0.3em',
    textTransform: 'uppercase',
  },
  error: {
    color: tokens.colorPaletteRedForeground1,
  },
});

/** The server's answer to a wrong, expired or voided code (docs/sign-in-contract.md). */
const WRONG_CODE = 'INVALID_VERIFICATION_CODE';

/**
 * The magic verification-code modal (SPEC §2, §5, §8): 4 characters, trimmed and uppercased,
 * Verify disabled until then; "Invalid verification code" for a wrong one; Request new code.
 * Its own chunk: /login downloads it only when the modal opens.
 */
export const MagicCodeModal = observer(function MagicCodeModal() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const messageText = useMessageText();
  const errorText = useErrorText();
  const { magicCodeStore } = useStores();
  const [code, setCode] = useState('');
  // A verified code navigates away while the dialog is open (issue 31 #2).
  useDialogGivesPageBack(magicCodeStore.isOpen);

  const complete = isMagicCodeComplete(code);
  const error = magicCodeStore.error;
  const codeError = error?.code === WRONG_CODE ? messageText('MAGIC_CODE_INVALID') : undefined;
  const otherError = error && error.code !== WRONG_CODE ? errorText(error) : null;
  const busy = magicCodeStore.isVerifying || magicCodeStore.isRequesting;

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!complete || busy) return;
    await magicCodeStore.verify(normalizeMagicCode(code));
  }

  return (
    <Dialog
      open={magicCodeStore.isOpen}
      modalType="alert"
      onOpenChange={(_event, data) => {
        if (!data.open) magicCodeStore.close();
      }}
      surfaceMotion={{
        onMotionFinish: (_event, data) => {
          if (data.direction === 'exit') magicCodeStore.closed();
        },
      }}
    >
      <DialogSurface aria-describedby="magic-code-text">
        <form onSubmit={verify} noValidate>
          <DialogBody>
            <DialogTitle>{t('magicCode.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Text as="p" id="magic-code-text">
                {magicCodeStore.purpose === 'verify'
                  ? t('magicCode.verifyText', { email: magicCodeStore.email })
                  : t('magicCode.signInText', { email: magicCodeStore.email })}
              </Text>
              <Field label={t('magicCode.label')} required validationMessage={codeError}>
                <Input
                  className={styles.code}
                  name="magic_code"
                  autoComplete="one-time-code"
                  value={code}
                  maxLength={limits.MAGIC_CODE_LENGTH + 2}
                  onChange={(_event, data) => {
                    setCode(data.value);
                    magicCodeStore.clearError();
                  }}
                />
              </Field>
              {magicCodeStore.newCodeSent ? <Text role="status">{t('magicCode.newCodeSent')}</Text> : null}
              {otherError ? (
                <Text role="alert" className={styles.error}>
                  {otherError}
                </Text>
              ) : null}
              <Link as="button" type="button" disabled={busy} onClick={() => void magicCodeStore.requestNewCode()}>
                {t('magicCode.requestNewCode')}
              </Link>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" type="button" onClick={() => magicCodeStore.close()}>
                {t('magicCode.cancel')}
              </Button>
              <Button
                appearance="primary"
                type="submit"
                disabled={!complete || busy}
                icon={magicCodeStore.isVerifying ? <Spinner size="tiny" /> : undefined}
              >
                {t('magicCode.verify')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
});
export default MagicCodeModal;
