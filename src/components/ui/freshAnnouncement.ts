/**
 * The text to put in a live region. A screen reader reads a region only when its text changes, so a
 * message repeated ("X was removed" twice) gets a trailing no-break space and is read out again.
 */
export const freshAnnouncement = (previous: string, text: string) => (previous === text ? `${text}\u00a0` : text)
