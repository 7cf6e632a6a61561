/** Intl writes no-break spaces and a real minus sign; tests compare with ordinary characters. */
export const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2212/g, '-')

/** Any tag-like text: `<p>`, `</td>`, `<!DOCTYPE`, `<br/>`. */
export const htmlTag = /<\/?[a-z!][^>]*>/i
