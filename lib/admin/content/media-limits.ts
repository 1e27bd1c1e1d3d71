/** A file sent by an admin form: under the Server Action body cap (next.config.js), with room for the form's fields (decision 0131). */
export const FORM_FILE_LIMIT = 1000 * 1000 - 16 * 1024;
