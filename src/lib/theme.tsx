import { createContext, useContext, useEffect, useState, type ReactNode } from "react";

export type Theme = "light" | "dark" | "system";
export const THEME_KEY = "nudge-theme";

const ThemeContext = createContext<{ theme: Theme; setTheme: (theme: Theme) => void } | null>(null);

const stored = (): Theme => {
  const value = localStorage.getItem(THEME_KEY);
  return value === "light" || value === "dark" ? value : "system";
};

/** Light, Dark or System (default); System adds a 'system' class to <html> and follows the OS. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(stored);

  useEffect(() => {
    const root = document.documentElement;
    const media = matchMedia("(prefers-color-scheme: dark)");
    // The switch is instant: elements with colour transitions (buttons, tabs, links) would fade
    // on their own timing while the rest of the page has already changed.
    const apply = () => {
      const classes = theme === "system" && media.matches ? ["system", "dark"] : [theme];
      // On start-up first-screen.js has set them already: nothing to switch, and no need to make
      // the browser compute the whole first page's style right now.
      const current = ["light", "dark", "system"].filter((name) => root.classList.contains(name));
      if (current.length === classes.length && classes.every((name) => current.includes(name))) return;
      root.classList.add("theme-switching");
      root.classList.remove("light", "dark", "system");
      root.classList.add(...classes);
      // The new colours are computed with transitions off; then they are on again.
      void getComputedStyle(root).color;
      requestAnimationFrame(() => root.classList.remove("theme-switching"));
    };
    apply();
    if (theme !== "system") return;
    media.addEventListener("change", apply);
    return () => media.removeEventListener("change", apply);
  }, [theme]);

  const setTheme = (next: Theme) => {
    localStorage.setItem(THEME_KEY, next);
    setThemeState(next);
  };
  return <ThemeContext.Provider value={{ theme, setTheme }}>{children}</ThemeContext.Provider>;
}

export function useTheme() {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error("useTheme must be used inside ThemeProvider");
  return ctx;
}
