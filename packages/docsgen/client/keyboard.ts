/** Focus outlines only for keyboard users (behaviours §20.8): Tab adds the class, a mouse press removes it. */
export function trackKeyboardNavigation() {
  const body = document.body;
  window.addEventListener("keydown", (e) => {
    if (e.key === "Tab") body.classList.add("navigation-with-keyboard");
  });
  window.addEventListener("mousedown", () => body.classList.remove("navigation-with-keyboard"));
}
