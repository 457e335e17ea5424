// A language pack without its lazily loaded sections (build/i18n-core-plugin.ts).
declare module '*.json?core' {
  const pack: Record<string, unknown>;
  export default pack;
}
