// The WHATWG URL class, typed locally: core compiles without DOM or Node types, yet URL is a pure
// global of every JavaScript runtime the product runs on (browsers, Node).

export interface WhatwgUrl {
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly hostname: string;
}

type WhatwgUrlConstructor = new (input: string) => WhatwgUrl;

const UrlClass = (globalThis as unknown as { readonly URL: WhatwgUrlConstructor }).URL;

/** Parses an absolute URL, or gives undefined where the URL constructor would throw. */
export const parseUrl = (input: string): WhatwgUrl | undefined => {
  try {
    return new UrlClass(input);
  } catch {
    return undefined;
  }
};
