import type { AuthorSocial } from "../../shared/page-model.ts";

/**
 * The platforms Docusaurus knows (its blog plugin's socials): the label its theme shows, and the URL a
 * handle stands for. Other platforms are kept as written, labelled with their key.
 */
const PLATFORMS: Record<string, { label: string; url?: (handle: string) => string }> = {
  twitter: { label: "Twitter", url: (h) => `https://twitter.com/${h}` },
  github: { label: "GitHub", url: (h) => `https://github.com/${h}` },
  stackoverflow: { label: "Stack Overflow", url: (id) => `https://stackoverflow.com/users/${id}` },
  linkedin: { label: "LinkedIn", url: (h) => `https://www.linkedin.com/in/${h}/` },
  x: { label: "X", url: (h) => `https://x.com/${h}` },
  bluesky: { label: "Bluesky", url: (h) => `https://bsky.app/profile/${h}` },
  instagram: { label: "Instagram", url: (h) => `https://www.instagram.com/${h}` },
  threads: { label: "Threads", url: (h) => `https://www.threads.net/@${h}` },
  mastodon: { label: "Mastodon", url: (h) => `https://mastodon.social/@${h}` },
  youtube: { label: "YouTube", url: (h) => `https://youtube.com/@${h}` },
  twitch: { label: "Twitch", url: (h) => `https://twitch.tv/${h}` },
  email: { label: "Email", url: (address) => `mailto:${address}` },
};

/**
 * An author's `socials` as Docusaurus reads them: each value a full http(s) URL, or a handle (user id, email
 * address) that a known platform turns into its URL. A number is a handle too (YAML reads Stack Overflow ids
 * as numbers). Throws a message naming the platform for anything else: a path is neither.
 */
export function normalizeSocials(value: unknown): AuthorSocial[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new Error("`socials` must be an object of platforms to handles or URLs (`github: jane`)");
  }
  return Object.entries(value as Record<string, unknown>).map(([key, raw]) => {
    if (typeof raw !== "string" && typeof raw !== "number") {
      throw new Error(`the social platform "${key}" must be a handle or a URL, not ${JSON.stringify(raw)}`);
    }
    const written = String(raw);
    const platform = PLATFORMS[key.toLowerCase()];
    const label = platform?.label ?? key;
    const icon = { platform: key.toLowerCase() };
    if (/^https?:\/\//.test(written)) return { label, href: written, ...icon };
    if (written.includes("/")) {
      throw new Error(
        `the social platform "${key}" has "${written}": write a handle or user id, or a full http(s) URL`,
      );
    }
    return { label, href: platform?.url ? platform.url(written) : written, ...icon };
  });
}
