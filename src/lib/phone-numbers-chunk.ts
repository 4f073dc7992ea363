// What src/lib/phone-numbers.ts loads after the first paint: a module of its own, so the chunk it
// becomes answers the import as it is. Imported straight from @contracts/phone-numbers (which
// other chunks import statically), the bundler built a module object with a runtime helper, and
// that helper became one more file every page loads first.
export { formatPhone, toE164 } from "@contracts/phone-numbers";
