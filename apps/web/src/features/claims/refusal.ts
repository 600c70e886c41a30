// An API refusal (a wrong code, a domain that does not match, a file too large) is about what was
// sent. Once the claimant edits that input it no longer applies, so it is not shown any more.

export interface Refusal {
  /** What the refused request was sent with (see refusalInput). */
  input: string;
  messages: string[];
}

/** The inputs a refusal is about, as one comparable value. */
export function refusalInput(...parts: (string | null | undefined)[]): string {
  return JSON.stringify(parts.map((part) => part ?? ''));
}

/** The refusal's messages while the input is still what was refused; none once it changed. */
export function shownRefusal(refusal: Refusal | null, input: string): string[] {
  return refusal !== null && refusal.input === input ? refusal.messages : [];
}

/** A chosen file, told apart from another with the same name. */
export function fileIdentity(file: Pick<File, 'name' | 'size' | 'lastModified'> | null): string {
  return file ? `${file.name}:${file.size}:${file.lastModified}` : '';
}
