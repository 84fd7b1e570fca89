import { useLingui } from "@lingui/react";
import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { resendCountdownMachine } from "../../../machines/resend-countdown/resend-countdown.machine.ts";
import { useSignIn } from "../sign-in-context.ts";

type CountdownRef = ActorRefFrom<typeof resendCountdownMachine>;

/** 59 → "0:59". */
const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * The code-resend countdown of a code modal: the flow's `countdown` child ticks, this shows it,
 * and once it is done the resend button asks the flow to send the code again.
 */
export function ResendCountdown({ testIdPrefix }: { testIdPrefix: "confirm" | "reset" }) {
  const signIn = useSignIn();
  const countdown = useSelector(signIn, (s) => s.children.countdown as CountdownRef | undefined);
  const canResend = useSelector(signIn, (s) => s.can({ type: "resend" }));
  if (!countdown) return null;
  return <CountdownView countdown={countdown} canResend={canResend} onResend={() => signIn.send({ type: "resend" })} testIdPrefix={testIdPrefix} />;
}

function CountdownView({
  countdown,
  canResend,
  onResend,
  testIdPrefix,
}: {
  countdown: CountdownRef;
  canResend: boolean;
  onResend: () => void;
  testIdPrefix: string;
}) {
  const { i18n } = useLingui();
  const secondsLeft = useSelector(countdown, (s) => s.context.secondsLeft);
  const ready = useSelector(countdown, (s) => s.matches("ready"));
  return (
    <div className="account-resend">
      {ready ? (
        <button type="button" className="account-link" disabled={!canResend} onClick={onResend} data-testid={`${testIdPrefix}-resend`}>
          {i18n._({ id: "account.resend.button", message: "Отправить код повторно" })}
        </button>
      ) : (
        <p className="account-muted" data-testid={`${testIdPrefix}-countdown`}>
          {i18n._({ id: "account.resend.countdown", message: "Отправить код повторно через {time}", values: { time: clock(secondsLeft) } })}
        </p>
      )}
    </div>
  );
}
