import { HEADERS_JSON, NGINX_HEADERS, nginxHeaders, securityHeaders } from "../../write/security-headers.ts";
import type { PluginDefinition } from "../plugin.ts";

const NAME = "docsgen-security-headers";

/**
 * The site's security headers, as JSON for any server and as nginx directives (deploy/nginx.conf includes
 * them): made of the policy every page carries, with every plugin's inline-script hashes.
 */
export const headersPlugin: PluginDefinition = {
  name: NAME,
  create: () => ({
    name: NAME,
    id: "default",
    postBuild: ({ policy }) => {
      const headers = securityHeaders(policy);
      return new Map([
        [HEADERS_JSON, `${JSON.stringify(headers, null, 2)}\n`],
        [NGINX_HEADERS, nginxHeaders(headers)],
      ]);
    },
  }),
};
