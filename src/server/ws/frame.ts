// A server-to-client WebSocket text frame (RFC 6455 section 5.2: FIN, opcode 1, unmasked), built
// once per published message: the fan-out hands the same frame to every socket, which writes it
// as it is. Sent through ws instead, each socket would build its own header and write twice.

/** The whole frame (header and payload) for a UTF-8 payload. */
export function textFrame(payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = 0x81; // FIN and text
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** The payload of a frame textFrame built (for tests and logs). */
export function framePayload(frame: Buffer): Buffer {
  const marker = frame[1]! & 0x7f;
  return frame.subarray(marker < 126 ? 2 : marker === 126 ? 4 : 10);
}
