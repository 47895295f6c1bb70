// Uses assignability instead of equality: false is found in [boolean], 'vue' in [string], and never gives never.
type Includes<T extends readonly unknown[], U> = U extends T[number] ? true : false;
