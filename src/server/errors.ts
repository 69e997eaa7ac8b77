import { ResultCode } from '../contract/index.ts';
import { m, type MessageDescriptor } from './i18n/messages.ts';

/**
 * A refusal the person should read: mapped to a result code and a translated message in one
 * place (http/register.ts). Anything else thrown is a fault and never reaches the client.
 */
export class BusinessError extends Error {
  constructor(
    readonly descriptor: MessageDescriptor,
    readonly values: Record<string, unknown> = {},
    readonly code: number = ResultCode.REFUSED,
  ) {
    super(descriptor.message);
    this.name = 'BusinessError';
  }
}

export class NotBuilt extends BusinessError {
  constructor() {
    super(m.notBuilt, {}, ResultCode.NOT_BUILT);
    this.name = 'NotBuilt';
  }
}

export class SessionInvalid extends BusinessError {
  constructor() {
    super(m.sessionInvalid, {}, ResultCode.SESSION_INVALID);
    this.name = 'SessionInvalid';
  }
}

export class RealAccountOnly extends BusinessError {
  constructor() {
    super(m.realOnly, {}, ResultCode.REFUSED);
    this.name = 'RealAccountOnly';
  }
}

export class UnknownInstrument extends BusinessError {
  constructor() {
    super(m.unknownInstrument, {}, ResultCode.REFUSED);
    this.name = 'UnknownInstrument';
  }
}
