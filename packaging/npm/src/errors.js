// Errors as the reference reports them: its code (argon2.h's ARGON2_*, negative) and its message,
// which the module supplies (argon2_error_message).
export const errorCode = {
  memoryAllocationError: -22,
  decodingFail: -32,
};

export class Argon2Error extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'Argon2Error';
    this.code = code;
  }
}
