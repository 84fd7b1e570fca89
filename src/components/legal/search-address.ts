import type { FormEvent } from "react";
import { useLocation, useSearch } from "wouter";

/**
 * A search whose state is the page's address (`?q=&code=`), so a search is a link and the server renders it:
 * the fields read from the address, the query the call gets (null when the address holds a value the call
 * would refuse, so the page says so instead of asking), and the submit that writes the fields to the address.
 */
export function useSearchAddress<Q>(read: (values: Record<string, string>) => Q | null, fields: readonly string[]) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = params.get(field)?.trim();
    if (value) values[field] = value;
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of new FormData(e.currentTarget)) if (typeof value === "string" && value.trim()) next.set(key, value.trim());
    navigate(`${location}${next.size ? `?${next.toString()}` : ""}`);
  };
  return { search, values, query: read(values), submit };
}
