/**
 * Home page only (behaviours §9): if the client bundle never ran (typically because assets were requested
 * under a wrong base path), show a plain-DOM banner with the configured and the suggested base URL.
 * The site CSS hides the container, so the banner only shows when the CSS failed to load as well.
 */
export function baseUrlCheckScript(baseUrl: string): string {
  const configured = JSON.stringify(baseUrl);
  return [
    'document.addEventListener("DOMContentLoaded",function(){if(window.docsgen)return;',
    'var p=location.pathname,s=p.slice(-1)==="/"?p:p+"/";',
    'var c=document.createElement("div");c.id="__docsgen-base-url-issue-banner-container";',
    `c.innerHTML='<div id="__docsgen-base-url-issue-banner" style="border:thick solid red;background:rgb(255,230,179);margin:20px;padding:20px;font-size:20px"><p style="font-weight:bold;font-size:30px">网站未能正确加载。</p><p>常见原因是 baseUrl 配置错误。当前配置的 baseUrl 为 <span style="font-weight:bold;color:red">'+${configured}+'</span>${baseUrl === "/" ? "（默认值）" : ""}。</p><p>建议把 baseUrl 改为 <span id="__docsgen-base-url-issue-banner-suggestion-container" style="font-weight:bold;color:green"></span>。</p></div>';`,
    'document.body.prepend(c);document.getElementById("__docsgen-base-url-issue-banner-suggestion-container").textContent=s;});',
  ].join("");
}
