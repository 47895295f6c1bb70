const celsius = document.getElementById('celsius');
const fahrenheit = document.getElementById('fahrenheit');
const error = document.getElementById('error');

// TODO:
// - typing in one field shows the conversion in the other (one decimal at most, no trailing zeros)
// - the field being typed in keeps exactly what was typed; a blank field empties the other
// - text that is not a number: the other field stays empty, "Enter a number" shows (un-hide the
//   error), and the typed field gets aria-invalid="true"
