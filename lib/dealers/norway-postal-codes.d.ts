/** The npm package norway-postal-codes ships no types: a map from postal code ('5003') to place name in capitals ('BERGEN'). */
declare module 'norway-postal-codes' {
  const register: Readonly<Record<string, string>>;
  export default register;
}
