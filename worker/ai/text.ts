// Words of a question that carry meaning, for knowledge search and relevance. Stop words include
// the everyday fillers people type without apostrophes ("whats", "dont"): they say nothing of what
// is asked, and a word no article has would weigh as much as the rarest (worker/ai/relevance.ts).
import type { Language } from "../contracts/languages";

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));

const ENGLISH = words(`a an and are as at be but by can could did do does doing for from had has have how i if in into is it its
  me my of on or our so than that the their them then there these they this to too was we were what when where
  which who why will with would you your yours am been being get got just please hi hello thanks thank any some
  about app nudge want need use using way there's i'm it's can't don't doesn't isn't whats im dont doesnt cant
  isnt wont won't ive i've i'd let also still really should may might much very`);

// The same fillers in each language Nudge speaks: questions are searched among that language's articles.
const STOPWORDS: Record<Language, Set<string>> = {
  en: ENGLISH,
  es: words(`a al algo como cómo con cual cuál cuando cuándo de del donde dónde el ella ellos en es esta está este esto hay
    hola la las le lo los me mi mis muy no nos o para pero por porque puedo puede qué que quiero se si sí sin
    son su sus te tengo ti tu tú un una uno unos y ya yo gracias favor app nudge hacer hago`),
  "pt-BR": words(`a ao aos as às com como da das de do dos e é ela ele eles em essa esse está eu isso já la lhe mais me
    meu minha muito na nas não no nos o os ou para pela pelo por porque posso pode quando que quê quero se sem
    ser seu sua são também te tem tenho um uma uns você vocês olá obrigado obrigada favor app nudge fazer faço`),
  de: words(`aber als am an auch auf aus bei bin bis da das dass dem den der des die du ein eine einen einem einer es
    für habe hat hallo ich ihr im in ist ja kann kein mich mit mein meine nach nicht noch nur oder sich sie sind
    so um und uns von was wie wo wir zu zum zur danke bitte app nudge machen mache`),
  fr: words(`à au aux avec ce ces comment dans de des du elle en est et être il je j'ai la le les leur lui ma mais me
    mes mon ne nous on ou où par pas pour puis puisque qu que quel quelle qui sa se ses si son sur ta te tes ton
    tu un une vos votre vous y bonjour merci svp app nudge faire fais peux peut veux`),
  ar: words(`في من على إلى الى عن مع هل كيف ماذا ما لماذا متى أين اين هذا هذه ذلك تلك أنا انا أنت انت هو هي نحن
    لا لم لن قد كان كانت أن ان إن او أو ثم و يا مرحبا شكرا من فضلك التطبيق نادج`),
};

/** Lower-cased words of 2+ letters, the language's stopwords and duplicates removed, in order, at most 24. */
export function tokenize(text: string, language: Language = "en"): string[] {
  const words =
    text
      .toLowerCase()
      .normalize("NFKC")
      .match(/[\p{L}\p{M}\p{N}']+/gu) ?? [];
  const stop = STOPWORDS[language];
  const kept = words.map((w) => w.replace(/^'+|'+$/g, "")).filter((w) => w.length >= 2 && !stop.has(w));
  return [...new Set(kept)].slice(0, 24);
}

/** Model output is untrusted text: control characters out, whitespace tidied, length capped. */
export function cleanModelText(text: string, max = 2000): string {
  const cleaned = text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return cleaned.length > max ? `${cleaned.slice(0, max - 1).trimEnd()}…` : cleaned;
}
