// What a guest is offered where a page needs a customer (the coupon, the toto ticket, a casino
// game): sign in, and register where the brand's config lets a visitor register. `buttonClass` is
// the area's button class; sign in is its primary button.
import { observer } from 'mobx-react-lite';
import { isRegistrationAvailable } from '../../domain/registrationAvailability';
import { useStores } from './stores';

export const GuestButtons = observer(function GuestButtons(p: {
  buttonClass: string;
  signIn: string;
  /** Offered only when given and registration is available. */
  register?: string;
}) {
  const { authForm, config } = useStores();
  return (
    <>
      <button
        type="button"
        className={`${p.buttonClass} ${p.buttonClass}--primary`}
        onClick={() => authForm.open()}
      >
        {p.signIn}
      </button>
      {p.register !== undefined && isRegistrationAvailable(config.config) ? (
        <button type="button" className={p.buttonClass} onClick={authForm.openRegistration}>
          {p.register}
        </button>
      ) : null}
    </>
  );
});
