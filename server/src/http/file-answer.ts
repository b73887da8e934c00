/**
 * A file answer: its bytes and the name the browser saves it under. In a module of its own, as the areas that make
 * files (bills' PDFs and CSVs) need the shape without the route machinery that itself reads the request's context.
 */
export interface FileAnswer {
  /** The whole file, or a stream of it for a file written as it is sent (a long range of readings). */
  body: string | Uint8Array | ReadableStream<Uint8Array>;
  fileName: string;
}
