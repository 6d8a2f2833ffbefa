// What a guest is offered where a page needs a customer (the coupon, the toto ticket, a casino
// game): sign in, and register where the brand's config lets a visitor register. `buttonClass` is
// the area's button class; sign in is its primary button. GuestPrompt says why, above them.
import { observer } from 'mobx-react-lite';
import { isRegistrationAvailable } from '../../domain/registrationAvailability';
import { useStores } from './stores';

interface GuestButtonsProps {
  buttonClass: string;
  signIn: string;
  /** Offered only when given and registration is available. */
  register?: string;
}

export const GuestButtons = observer(function GuestButtons(p: GuestButtonsProps) {
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

/**
 * Why a guest is stopped here (`text`, in a paragraph of `textClass`), then the buttons, in a row
 * of `actionsClass` when the area lays them out apart; all in a box of `className`.
 */
export function GuestPrompt({
  className,
  testId,
  text,
  textClass,
  actionsClass,
  ...buttons
}: GuestButtonsProps & {
  className: string;
  testId?: string;
  text: string;
  textClass?: string;
  actionsClass?: string;
}) {
  return (
    <div className={className} data-testid={testId}>
      <p className={textClass}>{text}</p>
      {actionsClass === undefined ? (
        <GuestButtons {...buttons} />
      ) : (
        <div className={actionsClass}>
          <GuestButtons {...buttons} />
        </div>
      )}
    </div>
  );
}
