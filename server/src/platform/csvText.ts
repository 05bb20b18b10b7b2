/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or return) as a formula; a quote in
 * front keeps free text someone typed (a street, a note, a reference) from doing so (OWASP's CSV
 * injection advice). Every CSV MoveDay writes passes its text through here.
 */
export const defuseFormula = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
