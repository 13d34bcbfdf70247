// A part of the shell's catalogue (scripts/i18n/catalogue-loader.cjs): its compiled messages.
declare module '*.json?part=public' {
  const messages: Record<string, unknown>;
  export default messages;
}
declare module '*.json?part=pages' {
  const messages: Record<string, unknown>;
  export default messages;
}
