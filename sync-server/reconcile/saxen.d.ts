/** saxen ships no types; the streaming calls xlsx-xml.ts makes. */
declare module 'saxen' {
  type Decode = (text: string) => string;
  export class Parser {
    on(event: 'openTag', handler: (name: string, attrs: () => Record<string, string>, decode: Decode, selfClosing: boolean) => void): void;
    on(event: 'closeTag', handler: (name: string, decode: Decode, selfClosing: boolean) => void): void;
    on(event: 'text', handler: (text: string, decode: Decode) => void): void;
    on(event: 'cdata', handler: (text: string) => void): void;
    on(event: 'error', handler: (error: Error) => void): void;
    /** Parses the next piece of a document; an unfinished token waits for the next piece. */
    write(xml: string): this;
    /** The document is complete: an unfinished token is an error (returned, or thrown by the error handler). */
    end(): Error | null;
  }
}
