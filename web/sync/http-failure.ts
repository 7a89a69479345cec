/** An answer from the server that was not a success: the engine classifies it by status. */
export class HttpFailure extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}
