// Mirrors src/lib/theme.tsx so the first paint already has the right theme (no flash).
(() => {
  try {
    const choice = localStorage.getItem("nudge-theme") || "system";
    const root = document.documentElement;
    const dark = choice === "dark" || (choice === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    root.classList.add(choice === "system" ? "system" : choice);
    if (dark) root.classList.add("dark");
  } catch {}
})();
