/**
 * A file answer: its bytes and the name the browser saves it under. In a module of its own, as the areas that make
 * files (bills' PDFs and CSVs) need the shape without the route machinery that itself reads the request's context.
 */
export interface FileAnswer {
  body: string | Uint8Array;
  fileName: string;
}
