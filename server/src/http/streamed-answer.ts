/**
 * A streamed answer's body, telling when it ends: read to its end, failed, or cancelled by the client (who closed
 * the connection). The request's place in the queue (request-admission.ts) is held until then, since a streamed
 * file does its work while it is read, after its handler has returned.
 */
export function untilDone(stream: ReadableStream<Uint8Array>, onDone: () => void): ReadableStream<Uint8Array> {
  const reader = stream.getReader();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    onDone();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const read = await reader.read();
        if (read.done) {
          controller.close();
          finish();
        } else {
          controller.enqueue(read.value);
        }
      } catch (error) {
        controller.error(error);
        finish();
      }
    },
    async cancel(reason) {
      try {
        await reader.cancel(reason);
      } finally {
        finish();
      }
    },
  });
}
