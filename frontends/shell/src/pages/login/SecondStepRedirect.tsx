import { useNavigate, useSearchParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { secondStepPathFrom } from '../second-step/sign-in-query';
import { useSecondStepDue } from './use-second-step-due';

/**
 * After a first step whose answer asked for a second one (password, emailed code or the social
 * pop-up), the sign-in continues at /login/second-step with the query of this page. One place for
 * the three ways in, as PublicOnly is one place for what follows a session.
 */
export const SecondStepRedirect = observer(function SecondStepRedirect() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  useSecondStepDue(() => void navigate(secondStepPathFrom(search)));
  return null;
});
