/** The reports module's public face. Its figures are read through the other modules' services; it owns no tables yet. */
export {};
