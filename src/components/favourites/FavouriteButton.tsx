import { useLingui } from "@lingui/react";
import { useAccount, useSessionView } from "../../account/account-context.ts";
import { useFavourites, useToggleFavourite } from "../../api/user-data.ts";
import { formatCode } from "../codeFormat.ts";
import { StarIcon } from "./StarIcon.tsx";

/**
 * A star that adds a code to the signed-in user's favourites or removes it (aria-pressed tells
 * which). A signed-out visitor gets the login instead.
 */
export function FavouriteButton({ code, withText = false }: { code: string; withText?: boolean }) {
  const { i18n } = useLingui();
  const { signedIn, starting } = useSessionView();
  const { requestSignIn } = useAccount();
  const favourites = useFavourites();
  const toggle = useToggleFavourite();
  const on = signedIn && (favourites.data?.some((f) => f.code === code) ?? false);
  const label = on
    ? i18n._({ id: "favourites.button.remove", message: "Убрать код {code} из избранного", values: { code: formatCode(code) } })
    : i18n._({ id: "favourites.button.add", message: "Добавить код {code} в избранное", values: { code: formatCode(code) } });
  return (
    <button
      type="button"
      className="favourite-button"
      data-testid="favourite-button"
      aria-pressed={on}
      aria-label={withText ? undefined : label}
      title={label}
      disabled={starting || (signedIn && favourites.isPending)}
      onClick={() => {
        if (!signedIn) return requestSignIn("login");
        toggle.mutate({ code, on: !on });
      }}
    >
      <StarIcon filled={on} />
      {withText && (
        <span>
          {on
            ? i18n._({ id: "favourites.button.inFavourites", message: "В избранном" })
            : i18n._({ id: "favourites.button.toFavourites", message: "В избранное" })}
        </span>
      )}
    </button>
  );
}
