import { createHash } from "node:crypto";
import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  ClientSecretPost,
  Configuration,
  discovery,
  fetchUserInfo,
} from "openid-client";
import type { Config } from "../../../config.ts";
import type { SocialSource } from "../../../../core/contract/auth.ts";

/** Who the provider says signed in. */
export interface Identity {
  subject: string;
  email: string | null;
  /** Only a verified address may create or link an account. */
  emailVerified: boolean;
}

/** One sign-in's secrets, kept between the redirect to the provider and its callback. */
export interface SignInFlow {
  state: string;
  codeVerifier: string;
}

export interface Provider {
  source: SocialSource;
  /** Where the browser goes: the provider's page with state, PKCE challenge and, for OpenID Connect, a nonce. */
  authorizationUrl(redirectUri: string, flow: SignInFlow): Promise<URL>;
  /**
   * The provider's answer (the query of `requestUrl`, our callback at `redirectUri`) checked: state,
   * PKCE, and for OpenID Connect the ID token's signature, issuer, audience, times and nonce; the code
   * exchanged; who signed in.
   */
  identify(redirectUri: string, requestUrl: string, flow: SignInFlow): Promise<Identity | null>;
}

interface Client {
  clientId: string;
  clientSecret: string;
}

// The brands' own spelling: Яндекс ID in Russian and Kazakh, Yandex ID in English.
const NAMES: Record<SocialSource, [string, string]> = { google: ["Google", "Google"], yandex: ["Яндекс ID", "Yandex ID"], mailru: ["Mail.ru", "Mail.ru"] };
const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : typeof v === "number" ? String(v) : null);
const TIMEOUT_SECONDS = 10;

/** Plain http only for an issuer on this machine (the tests' local provider); the library refuses it otherwise. */
const loopbackHttp = (url: URL) => url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);

/** The ID token's nonce, derived from the state: bound to the same browser and flow, with nothing more to store. */
const nonceOf = (state: string) => createHash("sha256").update(`nonce:${state}`).digest("base64url");

/** The callback URL as the provider called it: our redirect URI with the query the browser brought. */
function callbackUrl(redirectUri: string, requestUrl: string): URL {
  const url = new URL(redirectUri);
  url.search = new URL(requestUrl, url).search;
  return url;
}

async function authorizationUrl(config: Configuration, scope: string, redirectUri: string, flow: SignInFlow, nonce?: string): Promise<URL> {
  return buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    state: flow.state,
    code_challenge: await calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: "S256",
    ...(nonce ? { nonce } : {}),
  });
}

/** OpenID Connect: endpoints from the issuer's discovery document, standard claims from the userinfo endpoint. */
function openIdConnect(source: SocialSource, issuer: string, client: Client): Provider {
  const server = new URL(issuer);
  let discovered: Promise<Configuration> | null = null;
  // Cached per process; a failure is retried on the next sign-in.
  const configuration = () =>
    (discovered ??= discovery(server, client.clientId, client.clientSecret, ClientSecretPost(client.clientSecret), {
      timeout: TIMEOUT_SECONDS,
      ...(loopbackHttp(server) ? { execute: [allowInsecureRequests] } : {}),
    }).catch((error: unknown) => {
      discovered = null;
      throw error;
    }));
  return {
    source,
    authorizationUrl: async (redirectUri, flow) => authorizationUrl(await configuration(), "openid email", redirectUri, flow, nonceOf(flow.state)),
    identify: async (redirectUri, requestUrl, flow) => {
      const config = await configuration();
      const tokens = await authorizationCodeGrant(config, callbackUrl(redirectUri, requestUrl), {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: nonceOf(flow.state),
      });
      const subject = tokens.claims()?.sub;
      if (!subject) return null;
      // The userinfo answer must be about the ID token's subject.
      const info = await fetchUserInfo(config, tokens.access_token, subject);
      return { subject, email: str(info.email)?.toLowerCase() ?? null, emailVerified: info.email_verified === true };
    },
  };
}

interface OAuthProfile {
  authorization: string;
  token: string;
  userinfo: string;
  scope: string;
  /** The provider's own mail domains. */
  domains: string[];
  /** How the access token goes to the userinfo endpoint: neither takes the standard Bearer header alone. */
  accessTokenIn: "oauth-header" | "query";
  /** The userinfo field holding the address. */
  email: string;
}

/**
 * Plain OAuth 2.0 of providers without OpenID Connect: the library checks state and PKCE and
 * exchanges the code; the userinfo call is each provider's own. They say nothing of verification,
 * so only an address in the provider's own mail domains counts as verified: that mailbox is the account.
 */
function oauth(source: SocialSource, profile: OAuthProfile, client: Client): Provider {
  const config = new Configuration(
    { issuer: new URL(profile.authorization).origin, authorization_endpoint: profile.authorization, token_endpoint: profile.token },
    client.clientId,
    client.clientSecret,
    ClientSecretPost(client.clientSecret),
  );
  config.timeout = TIMEOUT_SECONDS;
  return {
    source,
    authorizationUrl: (redirectUri, flow) => authorizationUrl(config, profile.scope, redirectUri, flow),
    identify: async (redirectUri, requestUrl, flow) => {
      const tokens = await authorizationCodeGrant(config, callbackUrl(redirectUri, requestUrl), { pkceCodeVerifier: flow.codeVerifier, expectedState: flow.state });
      const url = new URL(profile.userinfo);
      const headers: Record<string, string> = { accept: "application/json" };
      if (profile.accessTokenIn === "oauth-header") headers.authorization = `OAuth ${tokens.access_token}`;
      else url.searchParams.set("access_token", tokens.access_token);
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000) });
      if (!res.ok) throw new Error(`userinfo endpoint: HTTP ${res.status}`);
      const info = (await res.json()) as Record<string, unknown>;
      const subject = str(info.id);
      if (!subject) return null;
      const email = str(info[profile.email])?.toLowerCase() ?? null;
      const domain = email?.split("@")[1] ?? "";
      return { subject, email, emailVerified: profile.domains.includes(domain) };
    },
  };
}

const BUILT_IN: Partial<Record<SocialSource, OAuthProfile>> = {
  yandex: {
    authorization: "https://oauth.yandex.ru/authorize",
    token: "https://oauth.yandex.ru/token",
    userinfo: "https://login.yandex.ru/info?format=json",
    scope: "login:email",
    domains: ["yandex.ru", "yandex.kz", "yandex.by", "yandex.com", "ya.ru", "narod.ru"],
    accessTokenIn: "oauth-header",
    email: "default_email",
  },
  mailru: {
    authorization: "https://oauth.mail.ru/login",
    token: "https://oauth.mail.ru/token",
    userinfo: "https://oauth.mail.ru/userinfo",
    scope: "userinfo",
    domains: ["mail.ru", "inbox.ru", "list.ru", "bk.ru", "internet.ru"],
    accessTokenIn: "query",
    email: "email",
  },
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
    if (!clientId || !clientSecret) continue;
    const profile = BUILT_IN[source];
    if (issuer) providers.set(source, openIdConnect(source, issuer, { clientId, clientSecret }));
    else if (profile) providers.set(source, oauth(source, profile, { clientId, clientSecret }));
  }
  return {
    get: (source: SocialSource) => providers.get(source) ?? null,
    /** The sources that can be offered: the login modal hides the others. */
    configured: (): SocialSource[] => [...providers.keys()],
    nameOf: (source: SocialSource, locale: string) => NAMES[source][locale === "en" ? 1 : 0],
  };
}

export type SocialProviders = ReturnType<typeof socialProviders>;
