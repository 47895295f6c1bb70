// Replace `any` with an object type (or an interface) whose on, off and emit methods accept only the
// event names of Events, each with the payload type Events gives it.
type TypedEmitter<Events> = any;
