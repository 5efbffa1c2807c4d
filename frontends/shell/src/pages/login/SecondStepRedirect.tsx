import { useNavigate, useSearchParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../stores/stores-context';
import { secondStepPathFrom } from '../second-step/sign-in-query';

/**
 * After a first step whose answer asked for a second one (password, emailed code or the social
 * pop-up), the sign-in continues at /login/second-step with the query of this page. One place for
 * the three ways in, as PublicOnly is one place for what follows a session.
 */
export const SecondStepRedirect = observer(function SecondStepRedirect() {
  const { sessionStore, magicCodeStore } = useStores();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  // Not while the code modal is open or animating out: leaving the page under its focus trap would
  // leave the trap's aria-hidden on the next page.
  const due = sessionStore.secondStepDue && !magicCodeStore.isOpen && !magicCodeStore.isClosing;

  useEffect(() => {
    if (!due) return;
    sessionStore.secondStepTaken();
    void navigate(secondStepPathFrom(search));
  }, [due, navigate, search, sessionStore]);

  return null;
});
