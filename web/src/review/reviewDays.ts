// How many review items fall due on one coming day (the server's ReviewForecastDay).
export interface ReviewForecastDay {
  day: string;
  count: number;
}
