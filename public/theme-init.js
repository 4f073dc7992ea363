// Mirrors src/lib/theme.tsx so the first paint already has the right theme (no flash).
(function () {
  try {
    var choice = localStorage.getItem("nudge-theme") || "system";
    var root = document.documentElement;
    var dark = choice === "dark" || (choice === "system" && matchMedia("(prefers-color-scheme: dark)").matches);
    root.classList.add(choice === "system" ? "system" : choice);
    if (dark) root.classList.add("dark");
  } catch (e) {}
})();
