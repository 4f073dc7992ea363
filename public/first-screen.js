// Runs before the page is drawn (index.html's first script). The theme: mirrors src/lib/theme.tsx,
// so the first paint already has it (no flash). The first screen: a visitor opening the landing
// page sees it as the build rendered it into index.html; anyone else (.app-page), the loading
// screen until the app has their page (src/index.css shows one of the two).
(() => {
  try {
    const choice = localStorage.getItem("nudge-theme") || "system";
    const root = document.documentElement;
    const dark = choice === "dark" || (choice === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    root.classList.add(choice === "system" ? "system" : choice);
    if (dark) root.classList.add("dark");
    if (location.pathname !== "/" || localStorage.getItem("auth_token") !== null) root.classList.add("app-page");
  } catch {}
})();
