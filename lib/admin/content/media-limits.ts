/** A file sent by an admin form: under the Server Action body cap (next.config.js), with room for the form's fields (decision 0131). */
export const FORM_FILE_LIMIT = 1000 * 1000 - 16 * 1024;

/** A landing page video uploaded to the staff API, streamed to the store (decision 0137). */
export const MAX_HOME_VIDEO_BYTES = 200 * 1000 * 1000;
/** "200 MB": the limit as forms and errors say it. */
export const HOME_VIDEO_LIMIT_TEXT = `${MAX_HOME_VIDEO_BYTES / 1_000_000} MB`;
