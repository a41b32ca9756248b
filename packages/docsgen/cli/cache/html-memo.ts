import { readFileSync } from "node:fs";
import { sha256 } from "../hash.ts";
import type { HtmlMemo } from "../render/env.ts";
import { decodeEntry, encodeEntry } from "./entry-format.ts";
import type { DiskStore } from "./store.ts";

/**
 * Rendered page HTML on disk, by the render memo's key of everything a page is made of, salted with the
 * generator, the config and the client bundle's file names (which the memo key leaves out). React's
 * renderToString of the page shell is most of a warm build otherwise. The page's content, already in its
 * page-cache entry, is cut out of the stored HTML (`at` marks where it goes): a third of the bytes.
 */
export function diskHtmlMemo(store: DiskStore, salt: string): HtmlMemo & { readonly ignored: number } {
  let ignored = 0;
  const keyOf = (key: string) => htmlEntryKey(salt, key);
  return {
    get ignored() {
      return ignored;
    },
    html(memoKey, render, content) {
      const key = keyOf(memoKey);
      const kept = read(store, key);
      if (kept) {
        const entry = decodeEntry(key, kept);
        const at = (entry?.meta as { at?: unknown } | undefined)?.at;
        const blob = entry?.part(0);
        if (blob && typeof at === "number" && Number.isInteger(at) && at >= -1 && at <= blob.length) {
          if (at === -1) return blob.toString("utf8");
          return blob.subarray(0, at).toString("utf8") + content + blob.subarray(at).toString("utf8");
        }
        ignored++;
      }
      const html = render();
      store.write(key, async () => {
        const i = content === "" ? -1 : html.indexOf(content);
        if (i < 0) return encodeEntry(key, { at: -1 }, [Buffer.from(html, "utf8")]);
        const before = Buffer.from(html.slice(0, i), "utf8");
        const after = Buffer.from(html.slice(i + content.length), "utf8");
        return encodeEntry(key, { at: before.length }, [Buffer.concat([before, after])]);
      });
      return html;
    },
  };
}

/** The store key of a page's HTML: its render memo key, salted (`htmlSalt`). */
export function htmlEntryKey(salt: string, memoKey: string): string {
  return sha256([salt, "\0html\0", memoKey]);
}

/** What a page's stored HTML is salted with besides its memo key: the cache's salt and the client's files. */
export function htmlSalt(salt: string, client: ClientNames): string {
  return `${salt} ${client.js} ${client.css} ${client.searchChunk ?? ""}`;
}

/** The client bundle's file names (every page's HTML names them). */
export interface ClientNames {
  js: string;
  css: string;
  searchChunk?: string;
}

/** Read synchronously: the render loop is synchronous, and an entry is a few tens of kilobytes. */
function read(store: DiskStore, key: string): Buffer | undefined {
  try {
    return readFileSync(store.pathOf(key));
  } catch {
    return undefined;
  }
}
