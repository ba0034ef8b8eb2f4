// Placeholder until MoviesUITests land.
