import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
}

/**
 * A real OpenID Connect provider (npm oidc-provider) on a loopback port. Its login and
 * consent pages are skipped: whoever `signInAs` names is signed in and consents at once.
 */
export async function startOidcProvider(client: { clientId: string; clientSecret: string; redirectUris: string[] }) {
  const accounts = new Map<string, TestAccount>();
  let current: TestAccount | null = null;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "test" }] },
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    scopes: ["openid", "email"],
    pkce: { required: () => true, methods: ["S256"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ["test-only-cookie-key"] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
  });

  const handle = provider.callback();
  server.on("request", (req, res) => {
    if (!req.url?.startsWith("/interaction/")) return void handle(req, res);
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (!current) throw new Error("signInAs() first");
      const grant = new provider.Grant({ accountId: current.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope("openid email");
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId: current.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    /** The account the next authorization signs in. */
    signInAs(account: TestAccount) {
      accounts.set(account.sub, account);
      current = account;
    },
    /**
     * Plays the browser from the authorization URL to the redirect back to the client:
     * follows the provider's redirects with its cookies and returns the final Location.
     */
    async authorize(url: string): Promise<URL> {
      const jar = new Map<string, string>();
      let next = new URL(url);
      for (let hop = 0; hop < 10; hop++) {
        if (next.origin !== issuer) return next;
        const res = await fetch(next, {
          redirect: "manual",
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
        });
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(";");
          const eq = pair!.indexOf("=");
          jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
        }
        const location = res.headers.get("location");
        if (!location) throw new Error(`provider answered ${res.status} without a redirect: ${await res.text()}`);
        next = new URL(location, next);
      }
      throw new Error("too many redirects at the provider");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
