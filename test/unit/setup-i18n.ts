// The browser activates the shown language before its first render (src/main.tsx); unit tests of
// code that writes texts start in English the same way. A test may switch with showLanguage.
import { i18n } from "@lingui/core";
import { messages } from "../../src/locales/en.po";

i18n.loadAndActivate({ locale: "en", messages });
