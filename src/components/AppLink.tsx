import type { AnchorHTMLAttributes, FocusEvent, MouseEvent } from "react";
import { Link, useRouter } from "wouter";
import { prefetchPath } from "../app/lazy.ts";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** Path without locale prefix; the surrounding locale nest adds it. */
  href: string;
};

/** An in-app link that starts loading the target page's chunk on hover or focus. */
export function AppLink({ href, onMouseEnter, onFocus, ...rest }: Props) {
  // Home in a locale nest is "/kk", not "/kk/" (the form the server and the language switch use).
  const { base } = useRouter();
  return (
    <Link
      href={href === "/" && base ? `~${base}` : href}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        prefetchPath(href);
        onMouseEnter?.(e);
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        prefetchPath(href);
        onFocus?.(e);
      }}
      {...rest}
    />
  );
}
