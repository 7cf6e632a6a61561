/** Where the digital cart is kept in the browser (localStorage), apart from its store so the header can count it cheaply. */
export const storageKey = 'digitalCart'
