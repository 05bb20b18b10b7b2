/**
 * True when A and B are the same union, else false: `const x: Same<Mine, Catalogue> = true` fails
 * the build when a literal union spelled out for tsoa (which reads only this package's sources)
 * parts from the shared catalogue's.
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
