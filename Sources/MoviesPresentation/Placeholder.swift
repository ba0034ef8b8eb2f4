// Placeholder until the MoviesPresentation layer lands.
