// Where the provider writes what went wrong on its side (never to the caller).

export interface Logger {
  readonly info: (message: string) => void;
  readonly error: (message: string, error?: unknown) => void;
}
