// A condition the person starting the shop can fix (port in use, data folder locked, bad setting):
// `npm start` prints its message as one line and exits 1, without a stack trace.
export class StartError extends Error {
  override name = "StartError";
}
