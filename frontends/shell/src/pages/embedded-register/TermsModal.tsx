import { Button } from '@fluentui/react-button';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-dialog';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useDialogGivesPageBack } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';

const useStyles = makeStyles({
  content: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxHeight: '50vh',
    overflowY: 'auto',
  },
});

/** The collaboration terms (GET /v1/eula/collaborate); accepting them records the moment and registers. */
export const TermsModal = observer(function TermsModal() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const { embeddedSignUpStore } = useStores();
  useDialogGivesPageBack(embeddedSignUpStore.termsOpen);
  const paragraphs = (embeddedSignUpStore.eula?.content ?? '').split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <Dialog
      open={embeddedSignUpStore.termsOpen}
      modalType="alert"
      // Escape declines, like the Decline button.
      onOpenChange={(_event, data) => (data.open ? undefined : embeddedSignUpStore.declineTerms())}
    >
      <DialogSurface aria-describedby="terms-intro">
        <DialogBody>
          <DialogTitle>{t('embeddedRegister.termsTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text as="p" id="terms-intro" weight="semibold">
              {t('embeddedRegister.termsIntro')}
            </Text>
            {paragraphs.map((paragraph, index) => (
              <Text as="p" key={index}>
                {paragraph}
              </Text>
            ))}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => embeddedSignUpStore.declineTerms()}>
              {t('embeddedRegister.decline')}
            </Button>
            <Button appearance="primary" onClick={() => void embeddedSignUpStore.acceptTerms()}>
              {t('embeddedRegister.accept')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
});
