import type { Config } from "../../../config.ts";
import type { SocialSource } from "../../../../core/contract/auth.ts";

export interface Endpoints {
  authorization: string;
  token: string;
  userinfo: string;
}

/** Who the provider says signed in. */
export interface Identity {
  subject: string;
  email: string | null;
  /** Only a verified address may create or link an account. */
  emailVerified: boolean;
}

export interface UserinfoRequest {
  url: string;
  headers: Record<string, string>;
}

export interface Provider {
  source: SocialSource;
  clientId: string;
  clientSecret: string;
  scope: string;
  endpoints(): Promise<Endpoints>;
  /** How the access token goes to the userinfo endpoint. */
  userinfoRequest(endpoint: string, accessToken: string): UserinfoRequest;
  identity(userinfo: Record<string, unknown>): Identity | null;
}

// The brands' own spelling: Яндекс ID in Russian and Kazakh, Yandex ID in English.
const NAMES: Record<SocialSource, [string, string]> = { google: ["Google", "Google"], yandex: ["Яндекс ID", "Yandex ID"], mailru: ["Mail.ru", "Mail.ru"] };
const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : null);
const bearer = (url: string, token: string): UserinfoRequest => ({ url, headers: { authorization: `Bearer ${token}` } });

/** OpenID Connect: endpoints from the issuer's discovery document, standard claims. */
function oidc(issuer: string): Pick<Provider, "scope" | "endpoints" | "userinfoRequest" | "identity"> {
  let discovered: Promise<Endpoints> | null = null;
  const discover = async (): Promise<Endpoints> => {
    const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    const doc = (await res.json()) as Record<string, unknown>;
    const [authorization, token, userinfo] = [doc.authorization_endpoint, doc.token_endpoint, doc.userinfo_endpoint].map(str);
    if (!authorization || !token || !userinfo) throw new Error(`${url}: endpoints missing`);
    return { authorization, token, userinfo };
  };
  return {
    scope: "openid email",
    endpoints: () => {
      // Cached per process; a failure is retried on the next sign-in.
      discovered ??= discover().catch((error: unknown) => {
        discovered = null;
        throw error;
      });
      return discovered;
    },
    userinfoRequest: bearer,
    identity: (info) => {
      const subject = str(info.sub);
      if (!subject) return null;
      return { subject, email: str(info.email)?.toLowerCase() ?? null, emailVerified: info.email_verified === true };
    },
  };
}

/**
 * Plain OAuth 2.0 of providers without OpenID Connect. They say nothing of verification, so
 * only an address in the provider's own mail domains counts as verified: that mailbox is the account.
 */
function oauth(spec: {
  endpoints: Endpoints;
  scope: string;
  domains: string[];
  token: "oauth-header" | "query";
  email: string;
}): Pick<Provider, "scope" | "endpoints" | "userinfoRequest" | "identity"> {
  return {
    scope: spec.scope,
    endpoints: () => Promise.resolve(spec.endpoints),
    userinfoRequest: (url, token): UserinfoRequest => {
      if (spec.token === "oauth-header") return { url, headers: { authorization: `OAuth ${token}` } };
      return { url: `${url}${url.includes("?") ? "&" : "?"}access_token=${encodeURIComponent(token)}`, headers: {} };
    },
    identity: (info) => {
      const subject = str(info.id);
      if (!subject) return null;
      const email = str(info[spec.email])?.toLowerCase() ?? null;
      const domain = email?.split("@")[1] ?? "";
      return { subject, email, emailVerified: spec.domains.includes(domain) };
    },
  };
}

const BUILT_IN: Partial<Record<SocialSource, ReturnType<typeof oauth>>> = {
  yandex: oauth({
    endpoints: {
      authorization: "https://oauth.yandex.ru/authorize",
      token: "https://oauth.yandex.ru/token",
      userinfo: "https://login.yandex.ru/info?format=json",
    },
    scope: "login:email",
    domains: ["yandex.ru", "yandex.kz", "yandex.by", "yandex.com", "ya.ru", "narod.ru"],
    token: "oauth-header",
    email: "default_email",
  }),
  mailru: oauth({
    endpoints: {
      authorization: "https://oauth.mail.ru/login",
      token: "https://oauth.mail.ru/token",
      userinfo: "https://oauth.mail.ru/userinfo",
    },
    scope: "userinfo",
    domains: ["mail.ru", "inbox.ru", "list.ru", "bk.ru", "internet.ru"],
    token: "query",
    email: "email",
  }),
};

/** The providers configured by environment: client id and secret set, and an issuer or a built-in profile. */
export function socialProviders(config: Config) {
  const settings: Record<SocialSource, [string | undefined, string | undefined, string | undefined]> = {
    google: [config.AUTH_GOOGLE_CLIENT_ID, config.AUTH_GOOGLE_CLIENT_SECRET, config.AUTH_GOOGLE_ISSUER],
    yandex: [config.AUTH_YANDEX_CLIENT_ID, config.AUTH_YANDEX_CLIENT_SECRET, config.AUTH_YANDEX_ISSUER],
    mailru: [config.AUTH_MAILRU_CLIENT_ID, config.AUTH_MAILRU_CLIENT_SECRET, config.AUTH_MAILRU_ISSUER],
  };
  const providers = new Map<SocialSource, Provider>();
  for (const [source, [clientId, clientSecret, issuer]] of Object.entries(settings) as [SocialSource, (typeof settings)[SocialSource]][]) {
    const protocol = issuer ? oidc(issuer) : BUILT_IN[source];
    if (clientId && clientSecret && protocol) providers.set(source, { source, clientId, clientSecret, ...protocol });
  }
  return {
    get: (source: SocialSource) => providers.get(source) ?? null,
    /** The sources that can be offered: the login modal hides the others. */
    configured: (): SocialSource[] => [...providers.keys()],
    nameOf: (source: SocialSource, locale: string) => NAMES[source][locale === "en" ? 1 : 0],
  };
}

export type SocialProviders = ReturnType<typeof socialProviders>;
