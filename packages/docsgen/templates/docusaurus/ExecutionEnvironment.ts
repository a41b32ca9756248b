/** `@docusaurus/ExecutionEnvironment`: what the code runs in (the server render has no DOM). */
const canUseDOM = typeof window !== "undefined" && typeof window.document?.createElement === "function";

const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === "function",
  canUseIntersectionObserver: canUseDOM && "IntersectionObserver" in window,
  canUseViewport: canUseDOM && "screen" in window,
};

export default ExecutionEnvironment;
