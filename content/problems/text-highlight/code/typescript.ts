interface Segment {
  text: string;
  match: boolean;
}

function highlight(text: string, terms: string[]): Segment[] {
  // TODO: implement
  throw new Error('Not implemented');
}
