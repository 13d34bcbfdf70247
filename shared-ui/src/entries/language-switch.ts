// shared-ui/language-switch: one part of the package, shared on its own (see webpack.base.cjs);
// apart from the rest, as every public page draws it.
export { LanguageSwitch } from '../preferences/language-switch';
