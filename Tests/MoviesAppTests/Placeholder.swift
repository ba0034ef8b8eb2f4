// Placeholder until MoviesAppTests land.
