// Lingui's two build steps, shared by the app's build and both test configs: Babel turns the t/msg
// macros and <Trans> into catalog lookups (only in files that import a macro), and the Lingui
// plugin compiles a .po catalog when code imports one.
import babel from "@rolldown/plugin-babel";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";

// Before react(): <Trans> must become a lookup while it is still JSX.
export const linguiPlugins = () => [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()];
