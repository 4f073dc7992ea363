export const INSTALL_CARD_DELAY_MS = 3000;
export const IOS_BANNER_DELAY_MS = 2000;
const DISMISSED_KEY = "nudge-install-dismissed";

export const isInstallDismissed = () => sessionStorage.getItem(DISMISSED_KEY) === "1";
export const dismissInstall = () => sessionStorage.setItem(DISMISSED_KEY, "1");

/** Already running as an installed app (home screen or desktop window). */
export const isStandalone = () =>
  matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with a touch screen). */
export const isIos = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes("Macintosh") && navigator.maxTouchPoints > 1);
