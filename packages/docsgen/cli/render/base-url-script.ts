import { fill, type ServerStrings } from "../../shared/strings.ts";

/** `&`, `<`, `>` and `"` as entities: the banner's messages and the base URL are text inside HTML. */
const htmlText = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const TEMPLATE_ID = "__docsgen-base-url-issue";

/**
 * The script of the base-URL check: the same text on every page of every locale, so that the one policy
 * both servers send for the whole output (the default locale's `.docsgen/headers.json`) holds its hash. What
 * differs by site and locale (the messages, the configured base URL) is in the page's inert `<template>`.
 */
export const BASE_URL_CHECK_SCRIPT = [
  'document.addEventListener("DOMContentLoaded",function(){if(window.docsgen)return;',
  `var t=document.getElementById("${TEMPLATE_ID}");if(!t)return;`,
  'var p=location.pathname,s=p.slice(-1)==="/"?p:p+"/";',
  'var c=document.createElement("div");c.id="__docsgen-base-url-issue-banner-container";',
  "c.appendChild(t.content.cloneNode(true));document.body.prepend(c);",
  'document.getElementById("__docsgen-base-url-issue-banner-suggestion-container").textContent=s;});',
].join("");

/**
 * Home page only (behaviours §9): if the client bundle never ran (typically because assets were requested
 * under a wrong base path), the check shows a plain-DOM banner with the configured and the suggested base
 * URL. The site CSS hides the container, so the banner only shows when the CSS failed to load as well.
 * Returns the page's HTML for it: the banner as a `<template>`, then the script.
 */
export function baseUrlCheck(baseUrl: string, strings: ServerStrings): string {
  const [configuredBefore, configuredAfter] = htmlText(
    fill(strings.baseUrlBannerConfigured, { defaultValue: baseUrl === "/" ? strings.baseUrlBannerDefault : "" }),
  ).split("{baseUrl}");
  const [suggestionBefore, suggestionAfter] = htmlText(strings.baseUrlBannerSuggestion).split("{baseUrl}");
  const banner = [
    '<div id="__docsgen-base-url-issue-banner" style="border:thick solid red;background:rgb(255,230,179);margin:20px;padding:20px;font-size:20px">',
    `<p style="font-weight:bold;font-size:30px">${htmlText(strings.baseUrlBannerTitle)}</p>`,
    `<p>${configuredBefore}<span style="font-weight:bold;color:red">${htmlText(baseUrl)}</span>${configuredAfter ?? ""}</p>`,
    `<p>${suggestionBefore}<span id="__docsgen-base-url-issue-banner-suggestion-container" style="font-weight:bold;color:green"></span>${suggestionAfter ?? ""}</p>`,
    "</div>",
  ].join("");
  return `<template id="${TEMPLATE_ID}">${banner}</template>\n<script>${BASE_URL_CHECK_SCRIPT}</script>`;
}
