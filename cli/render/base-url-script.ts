import { fill, type ServerStrings } from "../../shared/strings.ts";

/** `&`, `<` and `>` as entities: the banner's messages are text inside HTML. */
const htmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Home page only (behaviours §9): if the client bundle never ran (typically because assets were requested
 * under a wrong base path), show a plain-DOM banner with the configured and the suggested base URL.
 * The site CSS hides the container, so the banner only shows when the CSS failed to load as well.
 */
export function baseUrlCheckScript(baseUrl: string, strings: ServerStrings): string {
  const configured = JSON.stringify(baseUrl);
  // The messages are author-overridable (code.json): escaped as HTML text, then for a '…' JS string.
  const text = (message: string) => htmlText(message).replace(/\\/g, "\\\\").replace(/'/g, "\\'").replace(/\n/g, "\\n");
  const [configuredBefore, configuredAfter] = text(
    fill(strings.baseUrlBannerConfigured, { defaultValue: baseUrl === "/" ? strings.baseUrlBannerDefault : "" }),
  ).split("{baseUrl}");
  const [suggestionBefore, suggestionAfter] = text(strings.baseUrlBannerSuggestion).split("{baseUrl}");
  return [
    'document.addEventListener("DOMContentLoaded",function(){if(window.docsgen)return;',
    'var p=location.pathname,s=p.slice(-1)==="/"?p:p+"/";',
    'var c=document.createElement("div");c.id="__docsgen-base-url-issue-banner-container";',
    `c.innerHTML='<div id="__docsgen-base-url-issue-banner" style="border:thick solid red;background:rgb(255,230,179);margin:20px;padding:20px;font-size:20px"><p style="font-weight:bold;font-size:30px">${text(strings.baseUrlBannerTitle)}</p><p>${configuredBefore}<span style="font-weight:bold;color:red">'+${configured}+'</span>${configuredAfter ?? ""}</p><p>${suggestionBefore}<span id="__docsgen-base-url-issue-banner-suggestion-container" style="font-weight:bold;color:green"></span>${suggestionAfter ?? ""}</p></div>';`,
    'document.body.prepend(c);document.getElementById("__docsgen-base-url-issue-banner-suggestion-container").textContent=s;});',
  ].join("");
}
