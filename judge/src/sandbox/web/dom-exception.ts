// DOMException as the web platform defines it (WebIDL): the error the web objects of the
// sandbox throw (AbortError, TimeoutError, DataCloneError, InvalidCharacterError…), with the
// legacy numeric `code` of the names that have one. Evaluated inside the sandbox.
const CODES: Record<string, number> = {
  IndexSizeError: 1,
  HierarchyRequestError: 3,
  WrongDocumentError: 4,
  InvalidCharacterError: 5,
  NoModificationAllowedError: 7,
  NotFoundError: 8,
  NotSupportedError: 9,
  InvalidStateError: 11,
  SyntaxError: 12,
  InvalidModificationError: 13,
  NamespaceError: 14,
  InvalidAccessError: 15,
  TypeMismatchError: 17,
  SecurityError: 18,
  NetworkError: 19,
  AbortError: 20,
  URLMismatchError: 21,
  QuotaExceededError: 22,
  TimeoutError: 23,
  InvalidNodeTypeError: 24,
  DataCloneError: 25,
};

export class DOMException extends Error {
  static readonly ABORT_ERR = 20;
  static readonly TIMEOUT_ERR = 23;
  static readonly DATA_CLONE_ERR = 25;
  static readonly QUOTA_EXCEEDED_ERR = 22;
  static readonly INVALID_CHARACTER_ERR = 5;

  constructor(message: unknown = '', name: unknown = 'Error') {
    super(String(message));
    Object.defineProperty(this, 'name', { value: String(name), writable: true, configurable: true });
  }

  get code(): number {
    return CODES[this.name] ?? 0;
  }
}
Object.defineProperty(DOMException.prototype, Symbol.toStringTag, { value: 'DOMException', configurable: true });
