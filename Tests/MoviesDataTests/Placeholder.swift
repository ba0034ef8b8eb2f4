// Placeholder until MoviesDataTests land.
